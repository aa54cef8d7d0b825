export { Inline } from './Inline';
export { INLINE_ALIGNS, INLINE_JUSTIFIES, INLINE_WRAPS } from './Inline.types';
export type { InlineProps } from './Inline';
export type { InlineAlign, InlineJustify, InlineWrap } from './Inline.types';

export { INLINE_ALIGNS, INLINE_JUSTIFIES, INLINE_WRAPS, Inline } from './Inline';
export type { InlineAlign, InlineJustify, InlineProps, InlineWrap } from './Inline';

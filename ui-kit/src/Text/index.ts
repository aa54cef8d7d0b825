export { Text } from './Text';
export { TEXT_ELEMENTS, TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS } from './Text.types';
export type { TextProps } from './Text';
export type { TextElement, TextSize, TextTone, TextWeight } from './Text.types';

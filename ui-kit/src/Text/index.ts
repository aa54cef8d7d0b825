export { TEXT_ELEMENTS, TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS, Text } from './Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text';

export { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from './IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton';

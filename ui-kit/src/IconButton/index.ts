export { IconButton } from './IconButton';
export { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton.types';
export type { IconButtonProps } from './IconButton';
export type { IconButtonSize, IconButtonVariant } from './IconButton.types';

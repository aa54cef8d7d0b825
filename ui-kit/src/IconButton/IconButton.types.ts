export const ICON_BUTTON_VARIANTS = ['ghost', 'secondary', 'danger'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

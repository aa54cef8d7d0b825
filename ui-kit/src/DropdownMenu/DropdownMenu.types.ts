export const DROPDOWN_MENU_ITEM_TONES = ['default', 'danger'] as const;
export type DropdownMenuItemTone = (typeof DROPDOWN_MENU_ITEM_TONES)[number];

export const DROPDOWN_MENU_ALIGNS = ['start', 'end'] as const;
export type DropdownMenuAlign = (typeof DROPDOWN_MENU_ALIGNS)[number];

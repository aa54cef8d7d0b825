export { DropdownMenu } from './DropdownMenu';
export { DROPDOWN_MENU_ALIGNS, DROPDOWN_MENU_ITEM_TONES } from './DropdownMenu.types';
export type { DropdownMenuItem, DropdownMenuProps } from './DropdownMenu';
export type { DropdownMenuAlign, DropdownMenuItemTone } from './DropdownMenu.types';

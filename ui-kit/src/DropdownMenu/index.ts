export { DROPDOWN_MENU_ALIGNS, DROPDOWN_MENU_ITEM_TONES, DropdownMenu } from './DropdownMenu';
export type {
  DropdownMenuAlign,
  DropdownMenuItem,
  DropdownMenuItemTone,
  DropdownMenuProps,
} from './DropdownMenu';

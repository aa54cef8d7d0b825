/** The kit's DropdownMenu, downloaded on demand (see RowActionsMenu). */
export const loadDropdownMenu = () => import('@merci/ui-kit/DropdownMenu');

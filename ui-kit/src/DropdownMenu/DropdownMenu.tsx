import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { IconButton, type IconButtonProps } from '../IconButton';
import { MenuContent, MenuItem, MenuItemIcon } from './DropdownMenu.styles';
import type { DropdownMenuItemTone, DropdownMenuAlign } from './DropdownMenu.types';

/** One action of the menu. */
export interface DropdownMenuItem {
  /** Stable identifier, unique in the menu, e.g. `'edit'`. */
  id: string;
  /** The action's text, e.g. "Modifier". */
  label: string;
  /** Decorative icon before the label, e.g. a lucide-react icon. */
  icon?: ReactNode;
  /**
   * `danger` for a destructive action (delete, revoke): drawn in the danger colour.
   * @default 'default'
   */
  tone?: DropdownMenuItemTone;
  /**
   * Shown but skipped by the keyboard and not selectable.
   * @default false
   */
  disabled?: boolean;
  /** Called with the item when it is chosen by click, Enter or Space; the menu then closes. */
  onSelect: (event: { item: DropdownMenuItem }) => void;
}

export interface DropdownMenuProps extends Omit<IconButtonProps, 'icon' | 'onSelect'> {
  /** Names the trigger and the menu, e.g. "Actions sur la récompense". */
  label: string;
  /** The actions, in display order. */
  items: readonly DropdownMenuItem[];
  /**
   * The trigger's icon.
   * @default <Ellipsis /> (three dots, from lucide-react)
   */
  icon?: ReactNode;
  /**
   * Which edge of the trigger the menu lines up with; `end` keeps a row menu inside the table.
   * @default 'end'
   */
  align?: DropdownMenuAlign;
  /**
   * Opens the menu as it mounts (a trigger drawn in its place before was already clicked).
   * @default false
   */
  defaultOpen?: boolean;
}

/**
 * The row-actions menu: an IconButton that opens a list of actions. Radix DropdownMenu gives the
 * behaviour: Enter, Space or ArrowDown open it on the first action, arrows move, Enter selects,
 * Escape closes, and focus goes back to the trigger. Rest props go to the trigger.
 *
 * The menu is not modal, as in the WAI-ARIA menu button pattern: the page is neither hidden from
 * screen readers (which would hide the focusable trigger) nor locked for scrolling; a click
 * outside closes it.
 */
export function DropdownMenu({
  label,
  items,
  icon = <Ellipsis />,
  align = 'end',
  defaultOpen = false,
  ...rest
}: DropdownMenuProps) {
  const theme = useTheme();
  return (
    <DropdownMenuPrimitive.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuPrimitive.Trigger asChild>
        <IconButton label={label} icon={icon} {...rest} />
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuPrimitive.Portal>
        <MenuContent align={align} sideOffset={theme.space[1]} collisionPadding={theme.space[2]}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              $tone={item.tone ?? 'default'}
              disabled={item.disabled}
              onSelect={() => item.onSelect({ item })}
            >
              {item.icon && <MenuItemIcon aria-hidden>{item.icon}</MenuItemIcon>}
              {item.label}
            </MenuItem>
          ))}
        </MenuContent>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

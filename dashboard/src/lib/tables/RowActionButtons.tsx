import { Button, Inline, type DropdownMenuItem } from '@merci/ui-kit';

/**
 * A row's actions as buttons side by side: what a table's card shows on a phone (the column's
 * `cardCell`) in place of the RowActionsMenu, so that each action is one tap away. `label` names
 * the group, as it names the menu.
 */
export function RowActionButtons({ label, items }: { label: string; items: readonly DropdownMenuItem[] }) {
  return (
    <Inline gap={2} wrap="wrap" role="group" aria-label={label}>
      {items.map((item) => (
        <Button
          key={item.id}
          variant={item.tone === 'danger' ? 'danger' : 'secondary'}
          size="sm"
          startIcon={item.icon}
          disabled={item.disabled}
          onClick={() => item.onSelect({ item })}
        >
          {item.label}
        </Button>
      ))}
    </Inline>
  );
}

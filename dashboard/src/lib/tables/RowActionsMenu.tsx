import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon, IconButton, type DropdownMenuProps } from '@merci/ui-kit';
import { loadDropdownMenu } from './loadDropdownMenu';

// The menu's code (Radix DropdownMenu with its positioning engine: about 20 kB gzip) is only
// needed once rows are there, so it stays out of the first load of the tables' screens and is
// fetched while their data is.
const DropdownMenu = lazy(async () => ({ default: (await loadDropdownMenu()).DropdownMenu }));

/** Starts fetching the menu's code; call it in the table, before its rows arrive. */
export function usePreloadRowActions() {
  useEffect(() => {
    void loadDropdownMenu();
  }, []);
}

/**
 * A row's actions menu (the kit's DropdownMenu), loaded on demand. Until its code is there, the
 * same trigger is drawn in its place, so the row never shifts; a click on it is kept, and the menu
 * opens as soon as it arrives.
 */
export function RowActionsMenu(props: DropdownMenuProps) {
  const [isRequested, setRequested] = useState(false);
  const trigger = (
    <IconButton
      label={props.label}
      icon={props.icon ?? <Icon name="more-horizontal" />}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setRequested(true)}
    />
  );
  return (
    <Suspense fallback={trigger}>
      <DropdownMenu {...props} defaultOpen={isRequested} />
    </Suspense>
  );
}

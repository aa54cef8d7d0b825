import { useEffect, useState } from 'react';
import { Icon, IconButton, type DropdownMenuProps } from '@merci/ui-kit';
import { loadDropdownMenu } from './loadDropdownMenu';

// The menu's code (Radix DropdownMenu with its positioning engine: about 20 kB gzip) is only
// needed once rows are there, so it stays out of the first load of the tables' screens and is
// fetched while their data is.
type MenuModule = Awaited<ReturnType<typeof loadDropdownMenu>>;
let loaded: MenuModule | undefined;
let loading: Promise<MenuModule> | undefined;

/** The menu's code, fetched once; a failed download is tried again by the next call. */
function loadMenu(): Promise<MenuModule> {
  loading ??= loadDropdownMenu().then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the menu's code; call it in the table, before its rows arrive. */
export function usePreloadRowActions() {
  useEffect(() => {
    loadMenu().catch(() => undefined);
  }, []);
}

/**
 * A row's actions menu (the kit's DropdownMenu), loaded on demand. Until its code is there, the
 * same trigger is drawn in its place, so the row never shifts; a click on it is kept, and the menu
 * opens as soon as it arrives. Rows drawn once the code is there draw the menu at once: no row
 * waits in a Suspense boundary to be drawn a second time (a long task for a table of 12 rows).
 */
export function RowActionsMenu(props: DropdownMenuProps) {
  const [module, setModule] = useState(loaded);
  const [isRequested, setRequested] = useState(false);
  useEffect(() => {
    if (module) return;
    let isCurrent = true;
    loadMenu().then(
      (arrived) => isCurrent && setModule(arrived),
      () => undefined, // the trigger stays; a click asks again
    );
    return () => {
      isCurrent = false;
    };
  }, [module]);

  if (module) return <module.DropdownMenu {...props} defaultOpen={isRequested} />;
  return (
    <IconButton
      label={props.label}
      icon={props.icon ?? <Icon name="more-horizontal" />}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setRequested(true);
        loadMenu().then(setModule, () => undefined);
      }}
    />
  );
}

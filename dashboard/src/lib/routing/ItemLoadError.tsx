import { Suspense, lazy } from 'react';
import type { IconName } from '@merci/ui-kit';

export interface ItemLoadErrorProps {
  /** The icon of the list the item belongs to. */
  icon: IconName;
  /** Shown when the item could not be loaded (the path itself was fine). */
  unavailableKey: string;
  /** Where the way back leads, and its label. */
  listHref: string;
  backKey: string;
}

// Drawn only when an edit page's item fails to load: its code stays out of the page's first load.
const ItemLoadErrorCard = lazy(async () => ({
  default: (await import('./ItemLoadErrorCard')).ItemLoadErrorCard,
}));

/**
 * The route error of an edit page loaded before it renders (a configured reward, an automation):
 * the server's message toasted and the way back to the list (ItemLoadErrorCard).
 */
export function ItemLoadError(props: ItemLoadErrorProps) {
  return (
    <Suspense fallback={null}>
      <ItemLoadErrorCard {...props} />
    </Suspense>
  );
}

/**
 * A route's own first reads (SWR keys), asked for at start as soon as the account names its shop,
 * beside the frame's, instead of once the screen is drawn with the account (appStart). For a
 * screen whose largest paint waits on a read that needs the shop's id alone.
 */
export interface ReadAheadHandle {
  readsAhead?: (shopId: number) => string[];
}

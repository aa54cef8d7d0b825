import type { ReactElement } from 'react';

/** What a start (appStart, signedOutStart) gives main.tsx to render. */
export interface StartedApp {
  element: ReactElement;
  /** Settles once the first screen's code is there (main.tsx draws then). */
  firstScreen: Promise<void>;
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@merci/ui-kit';
import { loadCatalogue } from './dashboard/src/i18n/messages';

// The zone the unit project asks for (vitest.config.ts) must be the one dates are read in: a pool
// that cannot set it for its workers would make every time-zone test pass for the wrong reason.
if (Intl.DateTimeFormat().resolvedOptions().timeZone !== process.env.TZ) {
  throw new Error(
    `Unit tests run with TZ=${process.env.TZ}, but dates are read in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`,
  );
}

// Screens load lazily and chain several requests (user, then shop, then lists): on a busy
// two-core machine that takes more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The toasts live in a store of the kit's module, which the files of a worker share (ADR 039).
  toast.clear();
});

// The app downloads English texts before its first paint (main.tsx); tests render at once.
await loadCatalogue('en');

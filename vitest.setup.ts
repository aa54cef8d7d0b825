import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from './dashboard/src/i18n/messages';

// Screens load lazily and chain several requests (user, then shop, then lists): on a busy
// two-core machine that takes more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// The app downloads English texts before its first paint (main.tsx); tests render at once.
await loadCatalogue('en');

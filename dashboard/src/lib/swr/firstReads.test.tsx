import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../session/session';
import { FIRST_READ_FRESH_MS, readFirst, scopeDataToSession, takeFirstRead } from './firstReads';

// readFirst writes into SWR's own cache, the app's: each test reads a key of its own.
let keys = 0;
const newKey = () => `/things/${(keys += 1)}`;

/** A screen reading `key` with its own fetcher, the way the app's hooks do. */
function Reader({ thingKey, fetcher }: { thingKey: string; fetcher: (key: string) => Promise<string> }) {
  const { data, error } = useSWR(thingKey, fetcher);
  return <p>{error ? 'failed' : (data ?? 'loading')}</p>;
}

function renderReader(thingKey: string, fetcher: (key: string) => Promise<string>) {
  return render(
    <SWRConfig value={{ use: [takeFirstRead], shouldRetryOnError: false, dedupingInterval: 0 }}>
      <Reader thingKey={thingKey} fetcher={fetcher} />
    </SWRConfig>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('readFirst and takeFirstRead', () => {
  it('hands the answer read ahead to the first screen that reads it, without asking again', async () => {
    saveSession('token-a');
    const key = newKey();
    await readFirst(key, async () => 'read ahead');
    const fetcher = vi.fn(async () => 'asked again');
    renderReader(key, fetcher);
    // In the first render already: the answer is in SWR's cache.
    expect(screen.getByText('read ahead')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('never hands over an answer read with another session: the screen asks again', async () => {
    saveSession('token-of-lea');
    const key = newKey();
    let answer: (value: string) => void = () => {};
    const ahead = readFirst(key, () => new Promise((resolve) => (answer = resolve)));
    saveSession('token-of-marc');
    answer('Léa’s shop');
    await ahead;
    renderReader(key, async () => 'Marc’s shop');
    expect(await screen.findByText('Marc’s shop')).toBeVisible();
    expect(screen.queryByText('Léa’s shop')).not.toBeInTheDocument();
  });

  it('forgets what it read once the session changes: the next merchant never sees it', async () => {
    saveSession('token-of-lea');
    const stop = scopeDataToSession();
    try {
      const key = newKey();
      await readFirst(key, async () => 'Léa’s shop');
      const first = renderReader(key, async () => 'Léa’s shop');
      expect(screen.getByText('Léa’s shop')).toBeVisible();
      first.unmount();
      clearSession();
      saveSession('token-of-marc');
      let answer: (value: string) => void = () => {};
      renderReader(key, () => new Promise((resolve) => (answer = resolve)));
      expect(screen.getByText('loading')).toBeVisible();
      answer('Marc’s shop');
      expect(await screen.findByText('Marc’s shop')).toBeVisible();
    } finally {
      stop();
    }
  });

  it('asks again when a read ahead failed before the screen read it', async () => {
    saveSession('token-a');
    const key = newKey();
    await readFirst(key, async () => Promise.reject(new Error('500'))).catch(() => undefined);
    renderReader(key, async () => 'asked again');
    expect(await screen.findByText('asked again')).toBeVisible();
  });

  it('hands a failure to the screen already waiting for the read', async () => {
    saveSession('token-a');
    const key = newKey();
    let fail: (reason: Error) => void = () => {};
    const ahead = readFirst(key, () => new Promise((_, reject) => (fail = reject)));
    ahead.catch(() => undefined);
    const fetcher = vi.fn(async () => 'asked again');
    renderReader(key, fetcher);
    fail(new Error('500'));
    expect(await screen.findByText('failed')).toBeVisible();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks again for a screen opened long after the read ahead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveSession('token-a');
    const key = newKey();
    await readFirst(key, async () => 'read ahead');
    vi.advanceTimersByTime(FIRST_READ_FRESH_MS + 1);
    renderReader(key, async () => 'asked again');
    expect(await screen.findByText('asked again')).toBeVisible();
  });
});

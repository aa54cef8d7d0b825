import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderDataInBackground } from './renderDataInBackground';

type Seen = { data: string | undefined; error: unknown; isLoading: boolean };

/** A screen reading one key, noting what each of its renders saw. */
function Reader({ seen, fetcher }: { seen: Seen[]; fetcher: () => Promise<string> }) {
  const { data, error, isLoading } = useSWR('/things', fetcher);
  seen.push({ data, error, isLoading });
  return <p>{isLoading ? 'loading' : error ? 'failed' : data}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderReader(fetcher: () => Promise<string>) {
  const seen: Seen[] = [];
  render(
    <SWRConfig
      value={{ provider: () => new Map(), use: [renderDataInBackground], shouldRetryOnError: false }}
    >
      <Reader seen={seen} fetcher={fetcher} />
    </SWRConfig>,
  );
  return seen;
}

describe('renderDataInBackground', () => {
  it('shows the data once it has come, never without its loading state changing with it', async () => {
    const answer = deferred<string>();
    const seen = renderReader(() => answer.promise);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer.resolve('three things'));
    expect(await screen.findByText('three things')).toBeInTheDocument();
    // No render saw the data still loading, nor the loading over without data or error.
    expect(seen.filter((state) => state.isLoading && state.data !== undefined)).toEqual([]);
    expect(seen.filter((state) => !state.isLoading && state.data === undefined && !state.error)).toEqual([]);
  });

  it('shows a failure with its error, not as an empty answer', async () => {
    const answer = deferred<string>();
    const seen = renderReader(() => answer.promise);
    await act(async () => answer.reject(new Error('503')));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(seen.filter((state) => !state.isLoading && state.data === undefined && !state.error)).toEqual([]);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { ShopTodo } from '@merci/domain';
import { swrConfig } from '../swr/config';
import { SHOP_ID } from '../../testing';
import { stubApi } from '../../testing/pageTest';
import { shopTodoKey, useRefreshShopTodo, useShopTodo } from './useShopTodo';

const todo = (contentsToReward: number): ShopTodo => ({
  contentsToReward,
  useRequests: 0,
  expiringStories: 0,
  nextStoryExpiresAt: null,
  connection: 'connected',
});

// One SWR cache for every hook of a test, as the app has one.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig
    value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
  >
    {children}
  </SWRConfig>
);

describe('the shop’s to-do', () => {
  it('reads GET /shops/{shopId}/todo under the key the home and the navigation share', async () => {
    const api = stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(12) });
    const { result } = renderHook(() => useShopTodo(SHOP_ID), { wrapper });
    await waitFor(() => expect(result.current.todo?.contentsToReward).toBe(12));
    expect(shopTodoKey(SHOP_ID)).toBe(`/shops/${SHOP_ID}/todo`);
    expect(api.callsTo('GET', `/shops/${SHOP_ID}/todo`)).toHaveLength(1);
  });

  it('asks nothing before the shop is known', async () => {
    const api = stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(12) });
    const { result } = renderHook(() => useShopTodo(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.todo).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('asks again once a reward is given, and every reader sees the new count', async () => {
    let left = 12;
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(left) });
    const { result } = renderHook(
      () => ({ navigation: useShopTodo(SHOP_ID), home: useShopTodo(SHOP_ID), refresh: useRefreshShopTodo() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.navigation.todo?.contentsToReward).toBe(12));
    left = 11;
    await act(() => result.current.refresh());
    expect(result.current.navigation.todo?.contentsToReward).toBe(11);
    expect(result.current.home.todo?.contentsToReward).toBe(11);
  });
});

import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { preload } from 'swr';
import type { OwnerUser } from '@merci/domain';
import { tokenAccount } from '../lib/owner/ownerGuard';
import { currentUserKey, shopKey, unreadNotificationsKey } from '../lib/owner/useOwner';
import { fetchKey } from '../lib/swr/config';
import { getSession, isSignedIn } from '../lib/session/session';
import { shopTodoKey } from '../lib/todo/useShopTodo';
import { App } from './App';
import { routes } from './routes';
import type { ReadAheadHandle } from './readAhead';
import type { StartedApp } from './startedApp';

/** The app with its router: every address but the prerendered signed-out ones opened signed out. */
export function start(): StartedApp {
  // The merchant's account, which every signed-in screen waits for, is asked for at once, beside
  // the texts and the screen's code (SWR's preload: useCurrentUser picks the answer up).
  // A failure is the hook's to show (it gets the same promise), not an unhandled one.
  const session = getSession();
  const account = isSignedIn(session) ? preload(currentUserKey, fetchKey) : undefined;
  // The router starts loading the screen's code while the texts arrive.
  const router = createBrowserRouter(routes);
  if (account) {
    // What the frame and the first screen read is asked for beside the account, for the shop the
    // session's token names; should the account name another, its own are asked for then.
    const hint = tokenAccount(session.token);
    if (hint.shopId && hint.userId) readAhead({ userId: hint.userId, shopId: hint.shopId }, router);
    account.then((data) => {
      const user = data as OwnerUser;
      if (user.shop && user.shop.id !== hint.shopId)
        readAhead({ userId: user.id, shopId: user.shop.id }, router);
    }, ignore);
  }
  return { element: <App router={router} />, firstScreen: initialized(router) };
}

const ignore = () => undefined;

/**
 * What the frame of every shop screen reads (the shop, its to-do, the unread count) and what the
 * first route declares in `handle.readsAhead`, asked for before they are drawn.
 */
function readAhead({ userId, shopId }: { userId: number; shopId: number }, router: DataRouter) {
  const screenKeys = router.state.matches.flatMap(
    ({ route }) => (route.handle as ReadAheadHandle | undefined)?.readsAhead?.(shopId) ?? [],
  );
  for (const key of [shopKey(shopId), shopTodoKey(shopId), unreadNotificationsKey(userId), ...screenKeys])
    preload(key, fetchKey).catch(ignore);
}

function initialized(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

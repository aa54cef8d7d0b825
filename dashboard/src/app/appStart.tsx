import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import type { OwnerUser } from '@merci/domain';
import { tokenAccount } from '../lib/owner/ownerGuard';
import { currentUserKey, shopKey, unreadNotificationsKey } from '../lib/owner/useOwner';
import { fetchKey } from '../lib/swr/config';
import { readFirst, scopeDataToSession } from '../lib/swr/firstReads';
import { getSession, isSignedIn } from '../lib/session/session';
import { shopTodoKey } from '../lib/todo/useShopTodo';
import { App } from './App';
import { routes } from './routes';
import type { ReadAheadHandle } from './readAhead';
import type { StartedApp } from './startedApp';

/**
 * How long the first draw waits for the first reads: beyond it, the app starts and shows its own
 * loading, as the page's drawn one does meanwhile (a slow API never keeps the app from starting).
 */
export const FIRST_READS_WAIT_MS = 1500;

/** The app with its router: every address but the prerendered signed-out ones opened signed out. */
export function start(): StartedApp {
  // The merchant's account, which every signed-in screen waits for, is asked for at once, beside
  // the texts and the screen's code.
  const session = getSession();
  scopeDataToSession();
  // The router starts loading the screen's code while the texts arrive.
  const router = createBrowserRouter(routes);
  const firstReads: Promise<unknown>[] = [];
  if (isSignedIn(session)) {
    const account = read(currentUserKey);
    // What the frame and the first screen read is asked for beside the account, for the shop the
    // session's token names; should the account name another, its own are asked for then.
    const hint = tokenAccount(session.token);
    const ahead =
      hint.shopId && hint.userId ? readAhead({ userId: hint.userId, shopId: hint.shopId }, router) : [];
    const corrected = account.then((data) => {
      const user = data as OwnerUser;
      if (user.shop && user.shop.id !== hint.shopId)
        return Promise.all(readAhead({ userId: user.id, shopId: user.shop.id }, router));
    });
    firstReads.push(account, corrected, ...ahead);
  }
  const firstScreen = Promise.all([
    initialized(router),
    settledWithin(Promise.allSettled(firstReads), FIRST_READS_WAIT_MS),
  ]).then(ignore);
  return { element: <App router={router} />, firstScreen };
}

/** Reads a key ahead (readFirst); a failure is the hook's to show, not an unhandled one. */
function read(key: string): Promise<unknown> {
  const answer = readFirst(key, fetchKey);
  answer.catch(ignore);
  return answer;
}

/** Settles when `promise` does, or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
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
  return [shopKey(shopId), shopTodoKey(shopId), unreadNotificationsKey(userId), ...screenKeys].map(read);
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

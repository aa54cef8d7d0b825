/** The Instagram connection and pull (api/src/routes/instagram.ts). */
import { socialAccountFixture } from '../fixtures';
import { Problem, unprocessable, badRequest } from './problem';
import type { Route } from './store';
import { json, bodyOf, ownShop } from './http';
import { ownAccount } from './social';
import { DEMO_LOGIN_ACCOUNTS } from './instagramDemo';

/** Login, connection and pull. */
export const instagramRoutes: Route[] = [
  {
    method: 'get',
    path: '/instagram/login_config',
    isPublic: true,
    resolve: ({ state }) => json(state.loginConfig),
  },
  {
    method: 'post',
    path: '/v2/shops/:shopId/instagram/connect',
    // Reconnecting keeps a suspended shop's account alive, as on the API.
    allowedWhileSuspended: true,
    resolve: async (context) => {
      ownShop(context);
      const { request, state, store } = context;
      const token = (await bodyOf(request)).accessToken;
      const accessToken = typeof token === 'string' ? token.trim() : '';
      if (!accessToken) {
        throw badRequest([{ propertyPath: 'accessToken', message: 'errors.required' }]);
      }
      // SPEC §6: only a validated shop may connect its account.
      if (!state.shop.validated) throw new Problem(403, 'instagram.errors.shop_not_validated');
      // The mock's Facebook knows the demo login's tokens only.
      if (!DEMO_LOGIN_ACCOUNTS.some((demo) => demo.accessToken === accessToken)) {
        throw unprocessable('instagram.errors.invalid_token');
      }
      let account = state.socialAccounts[0];
      if (!account) {
        account = socialAccountFixture({ pullStatus: 'idle', lastPulledAt: null });
        state.socialAccounts.push(account);
      }
      // A new connection ends whatever stopped the previous one.
      Object.assign(account, {
        has_account_token_expired: false,
        connection_problem: null,
        // A new token: the day the previous one ended is no longer the connection's.
        connection_ends_at: null,
        webhooks: 'subscribed',
      });
      store.disconnectedAccounts.delete(account.id);
      return json(account);
    },
  },
  {
    method: 'put',
    path: '/social_account_instagrams/:id/pull_contents',
    resolve: (context) => {
      const account = ownAccount(context, context.params.id);
      const { store } = context;
      if (store.disconnectedAccounts.has(account.id)) {
        throw new Problem(409, 'instagram.errors.not_connected');
      }
      if (account.has_account_token_expired) throw new Problem(409, 'instagram.errors.token_expired');
      // A pull already running is not started twice.
      if (!store.pendingPullReads.has(account.id)) {
        Object.assign(account, { pullStatus: 'pending', pullError: null });
        store.pendingPullReads.set(account.id, 1);
      }
      return json(account, 202);
    },
  },
  {
    method: 'post',
    path: '/social_account_instagrams/:id/webhook_subscription',
    allowedWhileSuspended: true,
    resolve: (context) => {
      const account = ownAccount(context, context.params.id);
      if (context.store.disconnectedAccounts.has(account.id)) {
        throw new Problem(409, 'instagram.errors.not_connected');
      }
      if (account.has_account_token_expired) throw new Problem(409, 'instagram.errors.token_expired');
      Object.assign(account, { webhooks: 'subscribed' });
      return json(account);
    },
  },
];

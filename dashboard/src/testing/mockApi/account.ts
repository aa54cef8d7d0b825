/** The owner, the categories and the offers (api/src/routes/account.ts). */
import { passwordChangeSchema } from '@merci/domain';
import { hydraList } from '../hydra';
import { unprocessable } from './problem';
import type { Route } from './store';
import { json, objectBodyOf, ownUser } from './http';

/** The signed-in owner. */
export const accountRoutes: Route[] = [
  { method: 'get', path: '/users/me', resolve: ({ state }) => json(state.user) },
  {
    method: 'put',
    path: '/v2/users/:id/password',
    allowedWhileSuspended: true,
    resolve: async (context) => {
      const body = (await objectBodyOf(context.request)) as {
        password?: unknown;
        newPassword?: { first?: unknown; second?: unknown };
      };
      ownUser(context, 'id');
      const values = await passwordChangeSchema.validate(
        {
          password: body.password,
          newPassword: body.newPassword?.first,
          confirmPassword: body.newPassword?.second,
        },
        { abortEarly: false },
      );
      const account = context.state.accounts.find(
        (candidate) => candidate.email === context.state.user.email,
      );
      if (!account || account.password !== values.password) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'password', message: 'form.account_password_form.password.invalid' },
        ]);
      }
      account.password = values.newPassword;
      return json({ ok: true });
    },
  },
];

/** Shop categories. */
export const categoryRoutes: Route[] = [
  {
    method: 'get',
    path: '/categories',
    isPublic: true,
    resolve: ({ state }) => json(hydraList('Category', '/categories', state.categories)),
  },
];

/** Subscription offers. */
export const offerRoutes: Route[] = [
  {
    method: 'get',
    path: '/subscription_offers',
    isPublic: true,
    resolve: ({ state }) => json(hydraList('SubscriptionOffer', '/subscription_offers', state.offers)),
  },
];

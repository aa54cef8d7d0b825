import type { FastifyPluginAsync } from 'fastify';
import { PASSWORD_CHANGE_ERRORS, passwordChangeSchema } from '@merci/domain';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { replacePassword } from '../auth/plugin.js';
import { notFound, unprocessable, validateInput } from '../http/errors.js';
import { categoryResource, offerResource, userResource } from '../resources.js';
import { idParam } from '../http/params.js';
import {
  categoryListSchema,
  meSchema,
  offerListSchema,
  passwordChangeRouteSchema,
} from './account.schemas.js';

/** The signed-in user, password change, and the public lists of the sign-up and offer screens. */
export const accountRoutes: FastifyPluginAsync<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const { ctx } = app;

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['account'], summary: 'The signed-in user', ...meSchema },
    },
    async (request) => {
      const user = await ctx.db
        .selectFrom('user_account')
        .selectAll()
        .where('id', '=', request.user.id)
        .executeTakeFirst();
      if (!user) throw notFound();
      return userResource(user);
    },
  );

  app.put<{
    Params: { id: string };
    Body: { password?: unknown; newPassword?: { first?: unknown; second?: unknown } };
  }>(
    '/v2/users/:id/password',
    {
      onRequest: app.authenticate,
      config: {
        allowedWhileSuspended: true,
        // Per user (the hook runs after authenticate): a stolen session cannot guess the password.
        rateLimit: {
          max: Math.max(1, Math.floor(authRateLimit / 2)),
          timeWindow: '15 minutes',
          keyGenerator: (request) => `user|${request.user.id}`,
        },
      },
      schema: { tags: ['account'], summary: 'Change the password', ...passwordChangeRouteSchema },
    },
    async (request) => {
      const userId = idParam(request.params.id);
      if (userId !== request.user.id) throw notFound();
      const body = request.body;
      // An array or an object in a field is that field's violation, with its own message.
      const values = await validateInput(
        passwordChangeSchema,
        {
          password: body.password,
          newPassword: body.newPassword?.first,
          confirmPassword: body.newPassword?.second,
        },
        PASSWORD_CHANGE_ERRORS,
      );
      const user = await ctx.db
        .selectFrom('user_account')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(values.password, user.password_hash))) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'password', message: 'form.account_password_form.password.invalid' },
        ]);
      }
      const passwordHash = await hashPassword(values.newPassword, ctx.passwordHashing);
      await ctx.db.transaction().execute(async (trx) => {
        // The other sessions may be someone who knew the old password: they end, this one goes on.
        await replacePassword(trx, userId, passwordHash, { keepSession: request.user.sessionId });
      });
      return { ok: true };
    },
  );

  app.get(
    '/categories',
    { schema: { tags: ['account'], summary: 'Shop categories (public)', ...categoryListSchema } },
    async () => {
      const rows = await ctx.db.selectFrom('category').selectAll().orderBy('name').execute();
      return {
        '@context': '/contexts/Category',
        '@id': '/categories',
        '@type': 'hydra:Collection',
        'hydra:member': rows.map(categoryResource),
        'hydra:totalItems': rows.length,
      };
    },
  );

  app.get(
    '/subscription_offers',
    {
      schema: {
        tags: ['account'],
        summary: 'Plans with monthly and annual prices in euros (public)',
        ...offerListSchema,
      },
    },
    async () => {
      const rows = await ctx.db.selectFrom('subscription_offer').selectAll().orderBy('id').execute();
      return {
        '@context': '/contexts/SubscriptionOffer',
        '@id': '/subscription_offers',
        '@type': 'hydra:Collection',
        'hydra:member': rows.map(offerResource),
        'hydra:totalItems': rows.length,
      };
    },
  );
};

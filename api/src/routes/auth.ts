import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from 'yup';
import {
  ROLE_OWNER,
  SIGN_IN_CONTEXT,
  SIGN_UP_ERRORS,
  forgottenPasswordSchema,
  passwordResetSchema,
  signInSchema,
  signUpInput,
  signUpSchema,
  type SignUpBody,
} from '@merci/domain';
import { checkPassword, hashPassword, needsRehash } from '../auth/password.js';
import { replacePassword, signSession } from '../auth/plugin.js';
import {
  ACTIVATION_MAILS_PER_HOUR,
  HOUR_MS,
  emailKey,
  signInThrottle,
  tooManyRequests,
} from '../auth/throttle.js';
import { hashToken, newOneTimeToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import type { AuthTokenTable } from '../db/schema.js';
import { HttpError, unprocessable, validateInput } from '../http/errors.js';
import {
  activationSchema,
  emailRequestSchema,
  passwordResetRouteSchema,
  signInRouteSchema,
  signUpRouteSchema,
} from './auth.schemas.js';

const ACTIVATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_LIFETIME_MS = 60 * 60 * 1000;

type AuthTokenPurpose = AuthTokenTable['purpose'];

/** Sign-in, registration, activation and password reset (SPEC §4, §7). */
export const authRoutes: FastifyPluginAsync<{ authRateLimit: number }> = async (app, { authRateLimit }) => {
  const { ctx } = app;
  const limited = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };
  const throttle = signInThrottle(ctx.limitStore, ctx.signInThrottle, ctx.now);
  // Beside the minute's allowance, a cap per hour: sign-ups are few, accounts made in bulk are not.
  const signUpsPerHour = app.createRateLimit({
    max: 2 * authRateLimit,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `sign-up-hour|${request.ip}`,
  });

  app.post<{ Body: Record<string, unknown> }>(
    '/v1/oauth',
    { config: limited, schema: { tags: ['auth'], summary: 'Sign in (context shop)', ...signInRouteSchema } },
    async (request, reply) => {
      const body = request.body;
      // Any failure is the same 401: wrong address, wrong password or wrong context look alike.
      const refused = new HttpError(401, 'account.errors.signin');
      if (typeof body.email !== 'string') throw refused;
      // Counted per address typed, account or not, before anything else is looked at.
      const lockedMs = await throttle.attempt(body.email);
      if (lockedMs > 0) throw tooManyRequests(reply, lockedMs);
      if (
        body.context !== SIGN_IN_CONTEXT ||
        typeof body.password !== 'string' ||
        !signInSchema.isValidSync(body)
      )
        throw refused;
      const { email, password } = signInSchema.validateSync(body);
      const user = await ctx.db
        .selectFrom('user_account')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      // Without an account, a dummy hash of the same cost is checked: both answers take as long.
      if (!(await checkPassword(password, user?.password_hash, ctx.passwordHashing)) || !user) throw refused;
      await throttle.succeeded(body.email);
      if (needsRehash(user.password_hash, ctx.passwordHashing)) {
        // The password is at hand only now: the hash of an older, cheaper cost is made again.
        await ctx.db
          .updateTable('user_account')
          .set({ password_hash: await hashPassword(password, ctx.passwordHashing) })
          .where('id', '=', user.id)
          .where('password_hash', '=', user.password_hash)
          .execute();
      }
      if (user.activated !== 1) return { token: '', activated: false };
      const roles = JSON.parse(user.roles) as string[];
      return { token: await signSession(app, { id: user.id, shopId: user.shop_id, roles }), activated: true };
    },
  );

  app.post<{ Body: SignUpBody }>(
    '/users/shop-register',
    {
      config: limited,
      schema: { tags: ['auth'], summary: 'Register a shop and its owner', ...signUpRouteSchema },
    },
    async (request, reply) => {
      const hourly = await signUpsPerHour(request);
      if (!hourly.isAllowed && hourly.isExceeded) throw tooManyRequests(reply, hourly.ttl);
      const values = await validateInput(signUpSchema, signUpInput(request.body), SIGN_UP_ERRORS);
      const email = values.userEmail.toLowerCase();
      const category = await ctx.db
        .selectFrom('category')
        .select('id')
        .where('id', '=', values.category)
        .executeTakeFirst();
      if (!category)
        throw unprocessable('errors.validation', [
          { propertyPath: 'category', message: 'form.signup_form.category.error' },
        ]);
      const taken = await ctx.db
        .selectFrom('user_account')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken)
        throw unprocessable('errors.validation', [
          { propertyPath: 'userEmail', message: 'form.signup_form.userEmail.taken' },
        ]);

      const now = ctx.now().toISOString();
      const passwordHash = await hashPassword(values.userPassword, ctx.passwordHashing);
      const { token, hash } = newOneTimeToken();
      await ctx.db.transaction().execute(async (trx) => {
        const shop = await trx
          .insertInto('shop')
          .values({
            name: values.shopName,
            phone_number: values.phoneNumber,
            category_id: values.category,
            address_first_row: values.addressFirstRow,
            address_second_row: values.addressSecondRow || null,
            postal_code: values.addressPostalCode,
            city: values.addressCity,
            social_name: values.socialName?.replace(/^@/, '') || null,
            validated: 0,
            discount_types: '[]',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('user_account')
          .values({
            email,
            name: values.userName,
            password_hash: passwordHash,
            roles: JSON.stringify([ROLE_OWNER]),
            activated: 0,
            shop_id: shop.id,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('auth_token')
          .values({
            user_id: user.id,
            purpose: 'activation',
            token_hash: hash,
            expires_at: later(ctx, ACTIVATION_LIFETIME_MS),
            used_at: null,
            created_at: now,
          })
          .execute();
      });
      await sendActivationMail(ctx, email, values.userName, token);
      return reply.code(201).send({ ok: true });
    },
  );

  // Both answer the same whatever the address, so that nobody can learn who has an account.
  app.post<{ Body: EmailBody }>(
    '/v1/resend-activation',
    {
      config: limited,
      schema: { tags: ['auth'], summary: 'Send the activation e-mail again', ...emailRequestSchema },
    },
    async (request) => {
      const email = readEmail(request.body);
      const user = email
        ? await ctx.db
            .selectFrom('user_account')
            .select(['id', 'name', 'activated'])
            .where('email', '=', email)
            .executeTakeFirst()
        : undefined;
      // A few e-mails an hour to one address, whoever asks: the answer stays the same beyond.
      const mails = email
        ? await ctx.limitStore.hit(emailKey('activation', email), HOUR_MS, 'fixed')
        : undefined;
      if (user && user.activated !== 1 && mails && mails.hits <= ACTIVATION_MAILS_PER_HOUR) {
        const { token, hash } = newOneTimeToken();
        await ctx.db
          .insertInto('auth_token')
          .values({
            user_id: user.id,
            purpose: 'activation',
            token_hash: hash,
            expires_at: later(ctx, ACTIVATION_LIFETIME_MS),
            used_at: null,
            created_at: ctx.now().toISOString(),
          })
          .execute();
        await sendActivationMail(ctx, email as string, user.name, token);
      }
      return { ok: true };
    },
  );

  app.post<{ Body: EmailBody }>(
    '/v1/reset-password',
    {
      config: limited,
      schema: { tags: ['auth'], summary: 'E-mail a password reset link', ...emailRequestSchema },
    },
    async (request) => {
      const email = readEmail(request.body);
      const user = email
        ? await ctx.db
            .selectFrom('user_account')
            .select(['id', 'name'])
            .where('email', '=', email)
            .executeTakeFirst()
        : undefined;
      if (user) {
        const { token, hash } = newOneTimeToken();
        await ctx.db
          .insertInto('auth_token')
          .values({
            user_id: user.id,
            purpose: 'password_reset',
            token_hash: hash,
            expires_at: later(ctx, RESET_LIFETIME_MS),
            used_at: null,
            created_at: ctx.now().toISOString(),
          })
          .execute();
        const link = `${ctx.publicUrl}/reset-password/${token}`;
        await ctx.mailer.send({
          to: email as string,
          subject: 'Réinitialisez votre mot de passe merci',
          text: `Bonjour ${user.name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message.\n\nL’équipe merci`,
        });
      }
      return { ok: true };
    },
  );

  /** The link of the activation e-mail: activates the account, then opens the sign-in page. */
  app.get<{ Params: { token: string } }>(
    '/v1/activate/:token',
    { schema: { tags: ['auth'], summary: 'Consume an activation link', ...activationSchema } },
    async (request, reply) => {
      const userId = await consumeToken(ctx, request.params.token, 'activation');
      if (userId == null) return reply.redirect(`${ctx.publicUrl}/signin?activation=invalid`);
      await ctx.db.updateTable('user_account').set({ activated: 1 }).where('id', '=', userId).execute();
      return reply.redirect(`${ctx.publicUrl}/signin?activation=done`);
    },
  );

  /** The form behind the reset link posts here: a new password for a valid, unused token. */
  app.post<{ Body: { token?: unknown; password?: unknown } }>(
    '/v1/reset-password/confirm',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        ...passwordResetRouteSchema,
      },
    },
    async (request) => {
      const body = request.body;
      const password = typeof body.password === 'string' ? body.password : '';
      // The reset form's own rules (length, maximum), under this route's field name.
      try {
        await passwordResetSchema.validateAt('newPassword', { newPassword: password });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        throw unprocessable('errors.validation', [{ propertyPath: 'password', message: error.message }]);
      }
      // An operator's invitation (the operator command line) sets the first password the same way.
      const userId =
        typeof body.token === 'string'
          ? await consumeToken(ctx, body.token, ['password_reset', 'invitation'])
          : null;
      if (userId == null) throw unprocessable('account.errors.reset_link');
      const passwordHash = await hashPassword(password, ctx.passwordHashing);
      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        // Whoever held the old password, a session or another link of the same mailbox is out.
        await replacePassword(trx, userId, passwordHash);
        await trx
          .updateTable('auth_token')
          .set({ used_at: now.toISOString() })
          .where('user_id', '=', userId)
          .where('purpose', 'in', ['password_reset', 'invitation'])
          .where('used_at', 'is', null)
          .execute();
      });
      return { ok: true };
    },
  );
};

type EmailBody = { email?: unknown };

function readEmail(body: EmailBody): string | undefined {
  const value = body.email;
  return typeof value === 'string' && forgottenPasswordSchema.isValidSync({ email: value })
    ? String(value).trim().toLowerCase()
    : undefined;
}

function later(ctx: AppContext, ms: number): string {
  return new Date(ctx.now().getTime() + ms).toISOString();
}

/** Marks a one-time token used and returns its user, or null when unknown, used or expired. */
async function consumeToken(
  ctx: AppContext,
  token: string,
  purpose: AuthTokenPurpose | readonly AuthTokenPurpose[],
) {
  const now = ctx.now().toISOString();
  const used = await ctx.db
    .updateTable('auth_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', [purpose].flat())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id ?? null;
}

async function sendActivationMail(ctx: AppContext, email: string, name: string, token: string) {
  const link = `${ctx.publicUrl}${ctx.apiPrefix}/v1/activate/${token}`;
  await ctx.mailer.send({
    to: email,
    subject: 'Activez votre compte merci',
    text: `Bonjour ${name},\n\nBienvenue sur merci ! Pour activer votre compte, ouvrez ce lien :\n${link}\n\nNotre équipe vous contactera sous 24 h pour valider votre boutique.\n\nL’équipe merci`,
  });
}

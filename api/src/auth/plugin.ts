import { randomBytes } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_ADMIN, ROLE_OWNER, SESSION_LIFETIME_MS, SHOP_SUSPENDED } from '@merci/domain';
import type { AppContext } from '../context.js';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { parseJsonList } from '../resources.js';
import { hashToken } from './tokens.js';

/** What a suspended shop's owner gets for any change (see `allowedWhileSuspended`). */
export { SHOP_SUSPENDED };

/**
 * Sessions run on the wall clock, as the token's `exp` does: the app's clock (`ctx.now`) is the
 * business's (quotas, story windows), which tests move by days with a token in hand.
 */
const sessionClock = () => new Date();

/** How many verified tokens are remembered: a few per signed-in merchant of a process. */
const VERIFIED_TOKENS_CACHED = 10_000;

/** Methods that read: a suspended shop keeps them all. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a merchant's token carries. */
export interface TokenUser {
  id: number;
  shopId: number | null;
  roles: string[];
  /** 'session' for a merchant; any other signed token (a customer's claim link) opens nothing. */
  purpose: string;
  /** The random id of the session row (`user_session`) the token belongs to. */
  sessionId: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; shop: number | null; roles: string[]; purpose: 'session'; sid: string };
    user: TokenUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid merchant session, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook: a valid session (else 401) of a user whose roles, read from the database at
     * this request, include ROLE_ADMIN (else 403). Sets `request.operator`.
     */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's shop id; 404 when the caller has none (a user without a shop owns nothing). */
    ownShopId: () => number;
    /** The operator behind the request, once `requireOperator` let it through. */
    operator: { id: number; email: string } | null;
  }
  interface FastifyContextConfig {
    /**
     * A change a suspended shop's owner may still make, because it does not touch the shop's
     * business (their password, a notification read, Instagram disconnected). Every other
     * request but a read answers 403 `errors.shop_suspended` for them (docs/adr/021).
     */
    allowedWhileSuspended?: boolean;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, { secret }: { secret: string }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000) },
      // A token's signature is checked once, then remembered until its expiry; every request
      // still checks that its session is live, in the database (ADR 034).
      // Stryker disable next-line ObjectLiteral: the cache only spares checking a signature again; every answer is the same
      verify: { cache: VERIFIED_TOKENS_CACHED, errorCacheTTL: 600_000 },
      formatUser: (payload) => ({
        id: Number(payload.sub),
        shopId: payload.shop,
        roles: payload.roles,
        purpose: payload.purpose,
        sessionId: payload.sid,
      }),
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized();
      }
      // Other signed tokens (a customer's claim link) never open a merchant session.
      const { purpose, id, sessionId } = request.user;
      if (purpose !== 'session' || Number.isNaN(id) || typeof sessionId !== 'string') throw unauthorized();
      // A valid signature is not enough: the session may have ended (logout, password change or
      // reset, sign-out everywhere) before the token's expiry.
      const session = await app.ctx.db
        .selectFrom('user_session')
        .select('user_id')
        .where('id_hash', '=', hashToken(sessionId))
        .where('user_id', '=', id)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', sessionClock().toISOString())
        .executeTakeFirst();
      if (!session) throw unauthorized();
    });

    app.decorate('requireOperator', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      // The token's roles were those of sign-in time: a role taken away since counts now.
      const user = await app.ctx.db
        .selectFrom('user_account')
        .select(['id', 'email', 'roles'])
        .where('id', '=', request.user.id)
        .executeTakeFirst();
      // Stryker disable next-line ConditionalExpression: deleting a user deletes their sessions (cascade), so `authenticate` has refused already
      if (!user) throw unauthorized();
      if (!parseJsonList(user.roles).includes(ROLE_ADMIN)) throw forbidden();
      request.operator = { id: user.id, email: user.email };
    });
    // Stryker disable next-line StringLiteral: only declares the property's shape; `requireOperator` sets it before any admin route reads it
    app.decorateRequest('operator', null);

    // After every route's own onRequest hooks (its session is verified by then), before the body
    // is read: one place for the rule, whatever routes come later.
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (READ_METHODS.has(request.method) || request.routeOptions.config.allowedWhileSuspended)
        return payload;
      const user = request.user as TokenUser | null;
      if (user?.shopId == null || !user.roles.includes(ROLE_OWNER)) return payload;
      const shop = await app.ctx.db
        .selectFrom('shop')
        .select('suspended_at')
        .where('id', '=', user.shopId)
        .executeTakeFirst();
      if (shop?.suspended_at != null) throw forbidden(SHOP_SUSPENDED);
      return payload;
    });

    app.decorateRequest('ownShopId', function ownShopId(this: FastifyRequest) {
      // Stryker disable next-line OptionalChaining: every route that asks for the caller's shop runs `authenticate` first, which sets the user
      const shopId = this.user?.shopId;
      if (shopId == null || !this.user.roles.includes(ROLE_OWNER)) throw notFound();
      return shopId;
    });
  },
  { name: 'merci-auth' },
);

/**
 * Starts a session of a user and returns its token: 3 hours, like the session the dashboard
 * stores. The rows of sessions past their end are deleted on the way, so the table holds only
 * the sessions of the last hours.
 */
export async function signSession(
  app: FastifyInstance,
  user: { id: number; shopId: number | null; roles: string[] },
): Promise<string> {
  const { db } = app.ctx;
  const now = sessionClock();
  const sessionId = randomBytes(32).toString('base64url');
  await db.deleteFrom('user_session').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('user_session')
    .values({
      id_hash: hashToken(sessionId),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      ended_at: null,
    })
    .execute();
  return app.jwt.sign({
    sub: String(user.id),
    shop: user.shopId,
    roles: user.roles,
    purpose: 'session',
    sid: sessionId,
  });
}

/** Ends sessions of one user now: `only` that one session, `except` all but the caller's. */
export async function endSessions(
  db: AppContext['db'],
  userId: number,
  { only, except }: { only?: string; except?: string } = {},
) {
  let query = db
    .updateTable('user_session')
    .set({ ended_at: sessionClock().toISOString() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (only !== undefined) query = query.where('id_hash', '=', hashToken(only));
  if (except !== undefined) query = query.where('id_hash', '!=', hashToken(except));
  await query.execute();
}

/**
 * A user's new password, written with the end of their sessions (all but `keepSession` when
 * given): whoever knew the old password is out. Call it inside the caller's transaction.
 */
export async function replacePassword(
  trx: AppContext['db'],
  userId: number,
  passwordHash: string,
  { keepSession }: { keepSession?: string } = {},
) {
  await trx
    .updateTable('user_account')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
  // Stryker disable next-line ConditionalExpression: `{ except: undefined }` ends the same sessions as `{}`
  await endSessions(trx, userId, keepSession === undefined ? {} : { except: keepSession });
}

import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_OWNER, SESSION_LIFETIME_MS } from '@merci/domain';
import { notFound, unauthorized } from '../http/errors.js';

/** What a merchant's token carries. */
export interface TokenUser {
  id: number;
  shopId: number | null;
  roles: string[];
  /** 'session' for a merchant; any other signed token (a customer's claim link) opens nothing. */
  purpose: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; shop: number | null; roles: string[]; purpose: 'session' };
    user: TokenUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid merchant session, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's shop id; 404 when the caller has none (a user without a shop owns nothing). */
    ownShopId: () => number;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, { secret }: { secret: string }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000) },
      formatUser: (payload) => ({
        id: Number(payload.sub),
        shopId: payload.shop,
        roles: payload.roles,
        purpose: payload.purpose,
      }),
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized();
      }
      // Other signed tokens (a customer's claim link) never open a merchant session.
      if (request.user.purpose !== 'session' || Number.isNaN(request.user.id)) throw unauthorized();
    });

    app.decorateRequest('ownShopId', function ownShopId(this: FastifyRequest) {
      const shopId = this.user?.shopId;
      if (shopId == null || !this.user.roles.includes(ROLE_OWNER)) throw notFound();
      return shopId;
    });
  },
  { name: 'merci-auth' },
);

/** The session token of a user: 3 hours, like the session the dashboard stores. */
export function signSession(
  app: FastifyInstance,
  user: { id: number; shopId: number | null; roles: string[] },
) {
  return app.jwt.sign({ sub: String(user.id), shop: user.shopId, roles: user.roles, purpose: 'session' });
}

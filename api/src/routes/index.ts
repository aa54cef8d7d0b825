import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.js';
import { authRoutes } from './auth.js';
import { healthRoutes } from './health.js';
import { mediaRoutes } from './media.js';
import { shopRoutes } from './shops.js';

/** Every route of the API, mounted under the API prefix by the server. One file per resource. */
export const apiRoutes: FastifyPluginAsync<{ authRateLimit: number }> = async (app, { authRateLimit }) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { authRateLimit });
  await app.register(accountRoutes);
  await app.register(shopRoutes);
  await app.register(mediaRoutes);
};

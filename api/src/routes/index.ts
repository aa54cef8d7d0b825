import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { assignedRewardRoutes } from './assignedRewards.js';
import { assignmentRoutes } from './assignment.js';
import { authRoutes } from './auth.js';
import { automationRoutes } from './automations.js';
import { configRewardRoutes } from './configRewards.js';
import { healthRoutes } from './health.js';
import { instagramRoutes } from './instagram.js';
import { instagramDemoRoutes } from './instagramDemo.js';
import { mediaRoutes } from './media.js';
import { notificationRoutes } from './notifications.js';
import { onlineStoreRoutes } from './onlineStores.js';
import { sessionRoutes } from './sessions.js';
import { shopRoutes } from './shops.js';
import { socialRoutes } from './social.js';
import { webhookRoutes } from './webhooks.js';

/** Every route of the API, mounted under the API prefix by the server. One file per resource. */
export const apiRoutes: FastifyPluginAsync<{ authRateLimit: number }> = async (app, { authRateLimit }) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { authRateLimit });
  await app.register(sessionRoutes);
  await app.register(accountRoutes, { authRateLimit });
  await app.register(shopRoutes);
  await app.register(mediaRoutes);
  await app.register(configRewardRoutes);
  await app.register(assignmentRoutes);
  await app.register(assignedRewardRoutes);
  await app.register(socialRoutes);
  await app.register(instagramRoutes);
  // Only the offline demo hands out these accounts and messages: nothing else registers its routes.
  if (app.ctx.instagram.demoAccounts || app.ctx.instagram.demoMessages)
    await app.register(instagramDemoRoutes);
  await app.register(webhookRoutes);
  await app.register(onlineStoreRoutes);
  await app.register(notificationRoutes);
  await app.register(automationRoutes);
  await app.register(adminRoutes);
};

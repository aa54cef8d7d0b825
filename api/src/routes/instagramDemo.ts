import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound, unprocessable } from '../http/errors.js';
import { noQuery, problems } from '../http/schemas.js';
import { MESSAGING_USERS } from '../instagram/fakeGraph/data.js';
import type { DemoLoginAccount, FakeSentMessage } from '../instagram/fakeGraph/types.js';
import { INSTAGRAM_ERRORS, connectedInstagramAccount } from '../instagram/service.js';
import { iri } from '../resources.js';

/** The demo's people who mention the shop in their stories, by Instagram-scoped id. */
const DEMO_SENDERS = Object.keys(MESSAGING_USERS);

/** `aWdfZA…`-like message id of a messaging webhook event. */
const messageId = () => `aWdfZAG1faXRlbToxOklHTWVzc2FnZUlE${randomBytes(12).toString('base64url')}`;

/**
 * The offline demo's side doors, registered only while the fake Graph API server is in use (so
 * never in production, where they answer 404 like any unknown address): the demo login's accounts,
 * a story mention delivered as Meta's webhook would deliver it, and the private messages the
 * automations sent to the fake Send API.
 */
export const instagramDemoRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['social'];
  const security = [{ bearer: [] }];
  const minutesMax = 24 * 60 - 1;

  /** The shop's connected account, for the demo routes only. */
  const connectedAccount = async (shopId: number) => {
    const account = await connectedInstagramAccount(ctx.db, shopId);
    if (!account) throw new HttpError(409, INSTAGRAM_ERRORS.notConnected);
    return account;
  };

  app.get(
    '/instagram/demo_login',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The offline demo’s Facebook accounts, each with a short-lived token for connect',
        description:
          'Only while the fake Graph API server is in use (npm start without GRAPH_API_URL); 404 otherwise.',
        querystring: noQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              accounts: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    username: { type: 'string' },
                    pictureUrl: { type: 'string' },
                    accessToken: { type: 'string' },
                  },
                },
              },
            },
          },
          ...problems({ 401: 'No valid session', 404: 'Not the offline demo' }),
        },
      },
    },
    async (request): Promise<{ accounts: DemoLoginAccount[] }> => {
      request.ownShopId();
      const demoAccounts = ctx.instagram.demoAccounts;
      if (!demoAccounts) throw notFound();
      return { accounts: demoAccounts() };
    },
  );

  app.post<{ Body: { senderId?: string; postedMinutesAgo?: number } | null }>(
    '/instagram/demo_story_mention',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Demo only: one of the demo customers mentions the shop in a story',
        description:
          'The fake Graph API delivers it to the webhook as Meta would, only while the account’s Page has ' +
          'subscribed the app (otherwise `stored` is 0); the webhook stores the story and schedules its ' +
          'automation messages. The story is ' +
          'dated `postedMinutesAgo` minutes back, by default just enough for its automation message to be due ' +
          'now, so that the running worker sends it within one interval. 404 unless the fake Graph API server ' +
          'is in use; 409 instagram.errors.not_connected without a connected account.',
        querystring: noQuery,
        body: {
          type: ['object', 'null'],
          properties: {
            senderId: { type: 'string', enum: DEMO_SENDERS },
            postedMinutesAgo: { type: 'integer', minimum: 0, maximum: minutesMax },
          },
          additionalProperties: false,
        },
        response: {
          201: {
            type: 'object',
            properties: {
              stored: { type: 'integer' },
              socialContent: { type: ['string', 'null'] },
              author: { type: 'string' },
              messages: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { automation: { type: 'string' }, dueAt: { type: 'string' } },
                },
              },
            },
          },
          ...problems({
            400: 'A sender that is not a demo customer, or minutes out of 0 to 1439',
            401: 'No valid session',
            404: 'Not the offline demo',
            409: 'instagram.errors.not_connected',
            422: 'No demo customer to send it',
          }),
        },
      },
    },
    async (request, reply) => {
      const shopId = request.ownShopId();
      if (!ctx.instagram.demoMessages) throw notFound();
      const account = await connectedAccount(shopId);
      const body = request.body ?? {};
      const latestStories = await ctx.db
        .selectFrom('social_content')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('social_account_id', '=', account.id)
        .where('source', '=', 'story_mention')
        .executeTakeFirstOrThrow();
      // Each call another demo customer, unless one is asked for.
      const senderId = body.senderId ?? DEMO_SENDERS[Number(latestStories.count) % DEMO_SENDERS.length];
      if (!senderId) throw unprocessable('errors.validation');
      const offsetMinutes = Math.round(ctx.automations.messageOffsetMs / 60_000);
      const minutesAgo = body.postedMinutesAgo ?? Math.max(0, 24 * 60 - offsetMinutes);
      const timestamp = ctx.now().getTime() - minutesAgo * 60_000;
      const mid = messageId();
      const url = `${ctx.apiPrefix}/media/story-${mid.slice(-10).toLowerCase()}.svg`;
      const message = {
        sender: { id: senderId },
        recipient: { id: account.external_id },
        timestamp,
        message: { mid, attachments: [{ type: 'story_mention', payload: { url } }] },
      };
      // As Meta would: the fake Graph API delivers it, only if the account's Page subscribed the app.
      const deliver = ctx.instagram.demoDeliver;
      if (deliver) {
        const delivery = await deliver(account.external_id, 'messages', message);
        if (!delivery.delivered)
          request.log.warn(
            { dropped: delivery.dropped },
            'Demo story mention not delivered by the fake Graph API',
          );
      } else {
        await ctx.instagram.handleWebhook({
          object: 'instagram',
          entry: [{ id: account.external_id, time: Math.floor(timestamp / 1000), messaging: [message] }],
        });
      }
      const content = await ctx.db
        .selectFrom('social_content')
        .select(['id', 'author_username'])
        .where('social_account_id', '=', account.id)
        .where('external_id', '=', mid)
        .executeTakeFirst();
      const messages = content
        ? await ctx.db
            .selectFrom('automation_message')
            .select(['automation_id', 'due_at'])
            .where('social_content_id', '=', content.id)
            .orderBy('automation_id')
            .execute()
        : [];
      return reply.code(201).send({
        stored: content ? 1 : 0,
        socialContent: content ? iri.socialContent(content.id) : null,
        author: content?.author_username ?? MESSAGING_USERS[senderId]?.username ?? senderId,
        messages: messages.map((message) => ({
          automation: iri.automation(message.automation_id),
          dueAt: message.due_at,
        })),
      });
    },
  );

  app.get(
    '/instagram/demo_messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Demo only: the private messages the shop’s automations sent, newest first',
        description:
          'What the fake Send API received for the shop’s Page. 404 unless the fake Graph API server is in use.',
        querystring: noQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              messages: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    recipientId: { type: 'string' },
                    recipientUsername: { type: ['string', 'null'] },
                    text: { type: 'string' },
                    sentAt: { type: 'string' },
                  },
                },
              },
            },
          },
          ...problems({
            401: 'No valid session',
            404: 'Not the offline demo',
            409: 'instagram.errors.not_connected',
          }),
        },
      },
    },
    async (request): Promise<{ messages: Omit<FakeSentMessage, 'pageId'>[] }> => {
      const shopId = request.ownShopId();
      const demoMessages = ctx.instagram.demoMessages;
      if (!demoMessages) throw notFound();
      const account = await connectedAccount(shopId);
      return {
        messages: demoMessages()
          .filter((message) => message.pageId === account.page_id)
          .reverse()
          .map(({ pageId: _pageId, ...message }) => message),
      };
    },
  );
};

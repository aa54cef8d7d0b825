/** The offline demo's routes (api/src/routes/instagramDemo.ts). */
import { STORY_LIFETIME_MS } from '@merci/domain';
import { FIXED_NOW } from '../fixtures';
import { storyContentFixture } from '../storyFixtures';
import { accountPicture } from '../pictures';
import { Problem, notFound } from './problem';
import type { Route } from './store';
import { json, nextId, nowIso } from './http';

/** The offline demo's customers who mention the shop in their stories (api MESSAGING_USERS). */
export const DEMO_STORY_AUTHORS = ['lea.martin', 'manon_lifestyle', 'emma.fleurs'] as const;

/** The accounts of the offline demo's login (api fake Graph `demoAccounts`). */
export const DEMO_LOGIN_ACCOUNTS = [
  {
    name: 'Maison Lumière',
    username: 'maison.lumiere',
    pictureUrl: accountPicture('M'),
    accessToken: 'demo-user-token',
  },
];
/** Only with `isDemo`; 404 otherwise. */
export const instagramDemoRoutes: Route[] = [
  {
    method: 'get',
    path: '/instagram/demo_login',
    resolve: ({ store }) => {
      if (!store.isDemo) throw notFound();
      return json({ accounts: DEMO_LOGIN_ACCOUNTS });
    },
  },
  {
    method: 'post',
    path: '/instagram/demo_story_mention',
    resolve: ({ store, state }) => {
      if (!store.isDemo) throw notFound();
      const account = state.socialAccounts[0];
      if (!account || store.disconnectedAccounts.has(account.id)) {
        throw new Problem(409, 'instagram.errors.not_connected');
      }
      // As the API: each call another demo customer, the story dated so its messages are due now.
      const stories = state.socialContents.filter((content) => content.type === 'story');
      const author = DEMO_STORY_AUTHORS[stories.length % DEMO_STORY_AUTHORS.length] ?? 'lea.martin';
      // As Meta: nothing is delivered to a Page that has not subscribed merci.
      if (account.webhooks !== 'subscribed') {
        return json({ stored: 0, socialContent: null, author, messages: [] }, 201);
      }
      const id = nextId(state.socialContents);
      const dueAt = nowIso();
      const createdAt = new Date(FIXED_NOW.getTime() - STORY_LIFETIME_MS + 30 * 60_000).toISOString();
      const live = state.automations.filter(
        (automation) => automation.suspendedAt === null && automation.deletedAt === null,
      );
      state.socialContents.unshift(
        storyContentFixture({
          id,
          author,
          createdAt,
          messages: live.map((automation) => ({
            automationId: automation.id,
            featureType: automation.featureType,
            status: 'scheduled' as const,
            dueAt,
            sentAt: null,
            reason: null,
          })),
        }),
      );
      return json(
        {
          stored: 1,
          socialContent: `/social_content_instagrams/${id}`,
          author,
          messages: live.map((automation) => ({ automation: automation['@id'], dueAt })),
        },
        201,
      );
    },
  },
  {
    method: 'get',
    path: '/instagram/demo_messages',
    resolve: ({ store }) => {
      if (!store.isDemo) throw notFound();
      return json({ messages: [] });
    },
  },
];

/** Social accounts and their contents (api/src/routes/social.ts). */
import {
  idOrIri,
  CONTENTS_FILTER_PARAMS,
  readContentsFilter,
  LIKE_AVERAGE_DECIMALS,
  PAGE_SIZE,
  authorEmailSchema,
  type AuthorMetricsRow,
  type ContentCounts,
  type SocialAccount,
  type SocialContent,
  type SocialContentCollection,
} from '@merci/domain';
import type { MockSeed } from '../fixtures';
import { hydraCollection, hydraPage, pageOf } from '../hydra';
import { notFound, unprocessable, badRequest } from './problem';
import { type MockStore, type RouteContext, type Route } from './store';
import { json, bodyOf, idParam, ownShop, query, byCreatedAt, nowIso } from './http';

/** A content with the reward given for it, if any (the API's left join). */
export function contentResource(state: MockSeed, content: SocialContent): SocialContent {
  return {
    ...content,
    discount: state.assignedRewards.find((reward) => reward.mediaId === content.id) ?? null,
    // A story's automation messages as they stand (the API reads them from its job table).
    automationMessages: content.automationMessages ?? [],
  };
}

/**
 * The account as a read finds it: a pull started by PUT …/pull_contents is still running at the
 * first read after it (so a screen shows it pending), and done from the next one on.
 */
export function readAccount(store: MockStore, account: SocialAccount): SocialAccount {
  const reads = store.pendingPullReads.get(account.id);
  if (reads === undefined) return account;
  if (reads > 0) {
    store.pendingPullReads.set(account.id, reads - 1);
    return account;
  }
  store.pendingPullReads.delete(account.id);
  Object.assign(account, { pullStatus: 'done', lastPulledAt: nowIso(), pullError: null });
  return account;
}

/** The caller's social account with this id, connected or not. */
export function ownAccount({ state }: RouteContext, value: unknown): SocialAccount {
  const id = idOrIri(value);
  const account = state.socialAccounts.find((candidate) => candidate.id === id);
  if (!account) throw notFound();
  return account;
}

/** Contents of the shop's accounts: the mock keeps one account, so all of them. */
export function ownContent(state: MockSeed, id: number | undefined): SocialContent {
  const content = state.socialContents.find((candidate) => candidate.id === id);
  if (!content) throw notFound();
  return content;
}
/** Accounts, contents and their authors. */
export const socialRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId/social_accounts',
    resolve: (context) => {
      ownShop(context);
      const network = query(context.url, 'socialId');
      const account = context.state.socialAccounts.find(
        (candidate) =>
          !context.store.disconnectedAccounts.has(candidate.id) &&
          (network === undefined || candidate.network === network),
      );
      const members = account ? [readAccount(context.store, account)] : [];
      return json(hydraCollection(context.url, members, members.length, { page: 1, itemsPerPage: 1 }));
    },
  },
  {
    method: 'get',
    path: '/social_account_instagrams/:id',
    resolve: (context) => json(readAccount(context.store, ownAccount(context, context.params.id))),
  },
  {
    method: 'put',
    path: '/social_accounts/:id/logout',
    allowedWhileSuspended: true,
    resolve: (context) => {
      const account = ownAccount(context, context.params.id);
      context.store.disconnectedAccounts.add(account.id);
      // The Page's subscription goes with the connection.
      Object.assign(account, { webhooks: 'missing' });
      return json(account);
    },
  },
  {
    method: 'get',
    path: '/social_account_instagrams/:id/social_contents',
    resolve: (context) => {
      const account = ownAccount(context, context.params.id);
      const { url, state } = context;
      // The API's own rules for the filters, every fault at once.
      const { filters, violations } = readContentsFilter((field) =>
        query(url, CONTENTS_FILTER_PARAMS[field]),
      );
      if (violations.length > 0) throw badRequest(violations);
      const { type, likeMin, likeMax, authorUsername: author, rewarded, order } = filters;
      const filtered = byCreatedAt(
        account.id === state.socialAccounts[0]?.id ? state.socialContents : [],
        order,
      )
        .filter(
          (content) =>
            (type === undefined || content.type === type) &&
            (likeMin === undefined || content.like_count >= likeMin) &&
            (likeMax === undefined || content.like_count <= likeMax) &&
            (!author || content.author_username === author),
        )
        .map((content) => contentResource(state, content));
      // The tabs' counts follow the other filters, whatever `rewarded` shows.
      const rewardedCount = filtered.filter((content) => content.discount !== null).length;
      const counts: ContentCounts = {
        toReward: filtered.length - rewardedCount,
        rewarded: rewardedCount,
        all: filtered.length,
      };
      const items =
        rewarded === undefined
          ? filtered
          : filtered.filter((content) => (content.discount !== null) === rewarded);
      const collection: SocialContentCollection = {
        ...hydraPage(url, items, pageOf(url, PAGE_SIZE.socialContents)),
        counts,
      };
      return json(collection);
    },
  },
  // Before `/social_content_instagrams/:id`: the first matching handler answers.
  {
    method: 'get',
    path: '/social_content_instagrams/author_metrics',
    resolve: (context) => {
      const { url, state } = context;
      const accountId = idOrIri(query(url, 'socialAccount'));
      if (accountId === undefined)
        throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
      ownAccount(context, accountId);
      const page = pageOf(url, PAGE_SIZE.authorsWire);
      const byAuthor = new Map<string, SocialContent[]>();
      for (const content of state.socialContents) {
        byAuthor.set(content.author_username, [...(byAuthor.get(content.author_username) ?? []), content]);
      }
      const factor = 10 ** LIKE_AVERAGE_DECIMALS;
      const rows: AuthorMetricsRow[] = [...byAuthor]
        .map(([username, contents]) => ({
          username,
          count: contents.length,
          feed_count: contents.filter((content) => content.type === 'feed').length,
          reel_count: contents.filter((content) => content.type === 'reels').length,
          like_avg:
            Math.round(
              (contents.reduce((sum, content) => sum + content.like_count, 0) / contents.length) * factor,
            ) / factor,
          discount_count: contents.filter((content) =>
            state.assignedRewards.some((reward) => reward.mediaId === content.id),
          ).length,
          email: state.authorEmails[username] ?? null,
        }))
        .sort((a, b) => b.count - a.count || a.username.localeCompare(b.username));
      const offset = (page.page - 1) * page.itemsPerPage;
      const members = rows.slice(offset, offset + page.itemsPerPage);
      const collection = hydraCollection<never>(url, [], rows.length, page);
      return json({ ...collection, 'hydra:member': [members, rows.length] });
    },
  },
  {
    method: 'patch',
    path: '/social_content_instagrams/patch_email_by_username',
    resolve: async (context) => {
      const { url, request, state } = context;
      const accountId = idOrIri(query(url, 'socialAccount'));
      if (accountId === undefined)
        throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
      const account = ownAccount(context, accountId);
      const body = await bodyOf(request);
      const username =
        typeof body.authorUsername === 'string' ? body.authorUsername.trim().replace(/^@/, '') : '';
      if (!username) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'authorUsername', message: 'form.social_author_email_form.error' },
        ]);
      }
      const { authorEmail } = await authorEmailSchema.validate(
        { authorEmail: body.authorEmail },
        { abortEarly: false },
      );
      if (!state.socialContents.some((content) => content.author_username === username)) throw notFound();
      state.authorEmails[username] = authorEmail;
      return json({ socialAccount: account['@id'], username, email: authorEmail });
    },
  },
  {
    method: 'get',
    path: '/social_content_instagrams/:id',
    resolve: ({ params, state }) => json(contentResource(state, ownContent(state, idParam(params.id)))),
  },
];

import type { FastifyPluginAsync } from 'fastify';
import {
  AUTHOR_EMAIL_ERRORS,
  LIKE_AVERAGE_DECIMALS,
  PAGE_SIZE,
  TEXT_TOO_LONG,
  authorEmailSchema,
  fitsLimit,
  type AuthorMetricsCollection,
  type AuthorMetricsRow,
  type HydraCollection,
  type SocialAccount,
  type SocialContent,
  type SocialContentCollection,
} from '@merci/domain';
import { notFound, unprocessable, validateInput } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { acceptJsonPatchTypes } from '../http/jsonPatch.js';
import { badRequest, idOrIri, idParam, ownShop, queryValue } from '../http/params.js';
import { ignoredBody, noQuery, pathParams, problems } from '../http/schemas.js';
import { iri, socialAccountResource } from '../resources.js';
import { socialAccountSchema, socialContentSchema } from '../resources.schemas.js';
import { ownAccount } from '../social/accounts.js';
import { contentOf, listContents } from '../social/contents.js';
import {
  authorEmailBodySchema,
  authorEmailSchema as authorEmailAnswerSchema,
  authorMetricsCollectionSchema,
  contentCollectionSchema,
  contentsQuerySchema,
  socialAccountCollectionSchema,
  socialAccountQuerySchema,
  socialAccountsQuerySchema,
} from './social.schemas.js';

type IdParams = { Params: { id: string } };
type SocialAccountQuery = { socialAccount?: string; page?: string; itemsPerPage?: string };

/** The account named by `socialAccount` (an id or an IRI), or 400 errors.required. */
function socialAccountOf(query: unknown): number {
  const accountId = idOrIri(queryValue(query, 'socialAccount'));
  if (accountId === undefined)
    throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
  return accountId;
}

/** The social account of the shop, its contents, their authors and the authors' e-mails (SPEC §2, §7). */
export const socialRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['social'];
  const security = [{ bearer: [] }];
  acceptJsonPatchTypes(app);

  app.get<{ Params: { shopId: string }; Querystring: { socialId?: string } }>(
    '/shops/:shopId/social_accounts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The shop's connected social account (at most one)",
        params: pathParams('shopId'),
        querystring: socialAccountsQuerySchema,
        response: {
          200: socialAccountCollectionSchema,
          ...problems({ 401: 'No valid session', 404: 'Not the caller’s shop' }),
        },
      },
    },
    async (request): Promise<HydraCollection<SocialAccount>> => {
      const shopId = ownShop(request, request.params.shopId);
      const network = queryValue(request.query, 'socialId');
      // A shop has one connected account; should an older one linger, the newest wins.
      const account = await ctx.db
        .selectFrom('social_account')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('disconnected_at', 'is', null)
        .$if(network !== undefined, (query) => query.where('network', '=', network as string))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const members = account ? [socialAccountResource(account, ctx.now())] : [];
      return hydraCollection(request, members, members.length, { page: 1, itemsPerPage: 1, offset: 0 });
    },
  );

  app.get<IdParams>(
    '/social_account_instagrams/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One social account',
        params: pathParams('id'),
        querystring: noQuery,
        response: {
          200: socialAccountSchema,
          ...problems({ 401: 'No valid session', 404: 'Not an account of the caller’s shop' }),
        },
      },
    },
    async (request): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, request.params.id);
      return socialAccountResource(account, ctx.now());
    },
  );

  app.put<IdParams>(
    '/social_accounts/:id/logout',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: {
        tags,
        security,
        summary:
          'Disconnect the social account (its Page’s webhook subscription is removed, its token forgotten)',
        params: pathParams('id'),
        querystring: noQuery,
        body: ignoredBody,
        response: {
          200: socialAccountSchema,
          ...problems({ 401: 'No valid session', 404: 'Not an account of the caller’s shop' }),
        },
      },
    },
    async (request): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, request.params.id);
      const updated = await ctx.instagram.disconnect(account);
      return socialAccountResource(updated, ctx.now());
    },
  );

  app.get<IdParams>(
    '/social_account_instagrams/:id/social_contents',
    {
      onRequest: app.authenticate,
      // The handler checks the filters itself, all at once, with the domain's rules and keys.
      attachValidation: true,
      schema: {
        tags,
        security,
        summary:
          'Contents of the account, newest first; filters type, likeCount[gte], likeCount[lte], ' +
          'authorUsername, rewarded; with the counts of its status tabs (rewarded and counts extend SPEC §7)',
        description:
          'Extension of SPEC §7: `rewarded=false` lists the contents still to reward, `rewarded=true` the ' +
          'rewarded ones (anything else answers 400 with a violation on rewarded); `counts` gives how many ' +
          'contents each status tab holds (toReward, rewarded, all) under the other filters, whatever ' +
          '`rewarded` is, so a list shows the figures of its tabs without another call.',
        params: pathParams('id'),
        querystring: contentsQuerySchema,
        response: {
          200: contentCollectionSchema,
          ...problems({
            400: 'A filter out of its rules (a violation on each, with its key)',
            401: 'No valid session',
            404: 'Not an account of the caller’s shop',
          }),
        },
      },
    },
    async (request): Promise<SocialContentCollection> => {
      const account = await ownAccount(ctx, request, request.params.id);
      return listContents(ctx, request, account.id);
    },
  );

  // Static segments win over `:id` in Fastify's router: this is never read as content "author_metrics".
  app.get<{ Querystring: SocialAccountQuery }>(
    '/social_content_instagrams/author_metrics',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Authors of the account with their counts, like average and e-mail; member is [rows, total]',
        querystring: socialAccountQuerySchema,
        response: {
          200: authorMetricsCollectionSchema,
          ...problems({
            400: 'socialAccount missing or unreadable (errors.required)',
            401: 'No valid session',
            404: 'Not an account of the caller’s shop',
          }),
        },
      },
    },
    async (request): Promise<AuthorMetricsCollection> => {
      const accountId = socialAccountOf(request.query);
      const account = await ownAccount(ctx, request, accountId);
      const page = pagination(request.query, PAGE_SIZE.authorsWire);
      // The ranking and every figure of a row are kept per author by triggers (migrations 0007 and
      // 0015): the page reads its authors' rows from an index, and their e-mails by primary key.
      const ranking = ctx.db
        .selectFrom('social_author_content_count')
        .where('social_account_id', '=', account.id);
      const [totalRow, ranked] = await Promise.all([
        ranking.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
        ranking
          .select([
            'author_username',
            'content_count',
            'feed_count',
            'reel_count',
            'like_total',
            'rewarded_count',
          ])
          .orderBy('content_count', 'desc')
          .orderBy('author_username', 'asc')
          .limit(page.itemsPerPage)
          .offset(page.offset)
          .execute(),
      ]);
      const usernames = ranked.map((row) => row.author_username);
      const emails =
        usernames.length === 0
          ? []
          : await ctx.db
              .selectFrom('social_author')
              .select(['username', 'email'])
              .where('social_account_id', '=', account.id)
              .where('username', 'in', usernames)
              .execute();
      const emailOf = new Map(emails.map((row) => [row.username, row.email]));
      const total = Number(totalRow.total);
      const factor = 10 ** LIKE_AVERAGE_DECIMALS;
      const members: AuthorMetricsRow[] = ranked.map((row) => ({
        username: row.author_username,
        count: Number(row.content_count),
        feed_count: Number(row.feed_count),
        reel_count: Number(row.reel_count),
        like_avg: Math.round((Number(row.like_total) / Number(row.content_count)) * factor) / factor,
        discount_count: Number(row.rewarded_count),
        email: emailOf.get(row.author_username) ?? null,
      }));
      const collection = hydraCollection<never>(request, [], total, page);
      return { ...collection, 'hydra:member': [members, total] };
    },
  );

  app.get<IdParams>(
    '/social_content_instagrams/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One content, with its reward if any',
        params: pathParams('id'),
        querystring: noQuery,
        response: {
          200: socialContentSchema,
          ...problems({ 401: 'No valid session', 404: 'Not a content of the caller’s shop' }),
        },
      },
    },
    async (request): Promise<SocialContent> => {
      const content = await contentOf(ctx, request.ownShopId(), idParam(request.params.id));
      if (!content) throw notFound();
      return content;
    },
  );

  app.patch<{
    Querystring: SocialAccountQuery;
    Body: { authorUsername?: unknown; authorEmail?: unknown } | null;
  }>(
    '/social_content_instagrams/patch_email_by_username',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Set an author's e-mail (body {authorUsername, authorEmail})",
        querystring: socialAccountQuerySchema,
        body: authorEmailBodySchema,
        response: {
          200: authorEmailAnswerSchema,
          ...problems({
            400: 'socialAccount missing or unreadable (errors.required)',
            401: 'No valid session',
            404: 'Not an account of the caller’s shop, or an author it has no content of',
            422: 'errors.validation with a violation per field (the e-mail form’s keys)',
          }),
        },
      },
    },
    async (request) => {
      const accountId = socialAccountOf(request.query);
      const account = await ownAccount(ctx, request, accountId);
      const body = request.body ?? {};
      const username =
        typeof body.authorUsername === 'string' ? body.authorUsername.trim().replace(/^@/, '') : '';
      if (!username) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'authorUsername', message: 'form.social_author_email_form.error' },
        ]);
      }
      if (!fitsLimit(username, 'instagramUsername'))
        throw unprocessable('errors.validation', [
          { propertyPath: 'authorUsername', message: TEXT_TOO_LONG },
        ]);
      const { authorEmail } = await validateInput(
        authorEmailSchema,
        { authorEmail: body.authorEmail },
        AUTHOR_EMAIL_ERRORS,
      );
      const known = await ctx.db
        .selectFrom('social_content')
        .select('id')
        .where('social_account_id', '=', account.id)
        .where('author_username', '=', username)
        .limit(1)
        .executeTakeFirst();
      if (!known) throw notFound();
      const row = await ctx.db
        .insertInto('social_author')
        .values({ social_account_id: account.id, username, email: authorEmail })
        .onConflict((conflict) =>
          conflict.columns(['social_account_id', 'username']).doUpdateSet({ email: authorEmail }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        socialAccount: iri.socialAccount(row.social_account_id),
        username: row.username,
        email: row.email,
      };
    },
  );
};

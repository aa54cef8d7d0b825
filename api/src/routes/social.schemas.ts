/**
 * JSON schemas of the social routes: the account, its contents and their authors. The contents
 * list reads its filters with the domain's rules itself (every fault at once, with its key); its
 * query schema documents them.
 */
import { CONTENTS_FILTER_PARAMS, CONTENT_TYPES, ORDER_DIRECTIONS } from '@merci/domain';
import { hydraCollectionSchema, integer, nullable, number, pageQuery, string } from '../http/schemas.js';
import { socialAccountSchema, socialContentSchema } from '../resources.schemas.js';

export const socialAccountsQuerySchema = {
  type: 'object',
  properties: { socialId: { type: 'string', description: 'The network, e.g. instagram' } },
} as const;

export const socialAccountCollectionSchema = hydraCollectionSchema(
  socialAccountSchema,
  'The connected account, if any (at most one)',
);

const contentCountName = { type: 'string', enum: ['toReward', 'rewarded', 'all'] } as const;

export const contentsQuerySchema = {
  type: 'object',
  properties: {
    [CONTENTS_FILTER_PARAMS.type]: { type: 'string', enum: [...CONTENT_TYPES] },
    [CONTENTS_FILTER_PARAMS.likeMin]: { type: 'string', description: 'A whole number of zero or more' },
    [CONTENTS_FILTER_PARAMS.likeMax]: {
      type: 'string',
      description: 'A whole number of zero or more, not below likeCount[gte] (else errors.out_of_range)',
    },
    [CONTENTS_FILTER_PARAMS.authorUsername]: {
      type: 'string',
      description: 'The exact author username, @ optional',
    },
    [CONTENTS_FILTER_PARAMS.rewarded]: {
      type: 'string',
      enum: ['true', 'false'],
      description: 'true: rewarded contents only; false: contents still to reward',
    },
    [CONTENTS_FILTER_PARAMS.order]: { type: 'string', enum: [...ORDER_DIRECTIONS] },
    after: {
      type: 'string',
      description: 'A position from a hydra:next link: the page after it, sought in the index (no offset)',
    },
    before: { type: 'string', description: 'A position from a hydra:previous link: the page before it' },
    ...pageQuery,
  },
} as const;

const contentsPage = hydraCollectionSchema(socialContentSchema);

export const contentCollectionSchema = {
  ...contentsPage,
  description: 'A hydra collection of contents, with the counts of the status tabs',
  properties: {
    ...contentsPage.properties,
    'hydra:totalItems': {
      type: 'integer',
      description:
        'Exact; absent when the listed tab holds more than COUNT_CAP under a like range or an author',
    },
    totalItemsAtLeast: {
      type: 'integer',
      description: 'Instead of hydra:totalItems: the listed tab holds at least this many (ADR 034)',
    },
    counts: {
      type: 'object',
      required: ['toReward', 'rewarded', 'all'],
      properties: {
        toReward: { type: 'integer', description: 'Not rewarded yet' },
        rewarded: { type: 'integer', description: 'Rewarded' },
        all: integer,
        atLeast: {
          type: 'array',
          items: contentCountName,
          description:
            'The counts that are lower bounds (counted up to COUNT_CAP); absent when all are exact',
        },
      },
    },
  },
} as const;

/** `socialAccount`: the account's id or IRI; a missing or unreadable one answers 400 errors.required. */
export const socialAccountQuerySchema = {
  type: 'object',
  properties: {
    socialAccount: { type: 'string', description: 'The account, as an id or an IRI' },
    ...pageQuery,
  },
} as const;

const authorMetricsRowSchema = {
  type: 'object',
  properties: {
    username: string,
    count: integer,
    feed_count: integer,
    reel_count: integer,
    like_avg: { ...number, description: 'Rounded to 2 decimals' },
    discount_count: integer,
    email: nullable(string),
  },
} as const;

const authorsPage = hydraCollectionSchema(authorMetricsRowSchema);

export const authorMetricsCollectionSchema = {
  ...authorsPage,
  properties: {
    ...authorsPage.properties,
    'hydra:member': {
      type: 'array',
      description: '[rows, total]: the page of authors, then how many the account has',
      items: [{ type: 'array', items: authorMetricsRowSchema }, integer],
    },
  },
} as const;

/** Described, not typed: the handler's checks answer 422 with the form's keys. */
export const authorEmailBodySchema = {
  description:
    '{authorUsername, authorEmail}: an author of the account (@ optional) and an e-mail; anything else ' +
    'answers 422 with the form’s keys',
} as const;

export const authorEmailSchema = {
  type: 'object',
  properties: { socialAccount: string, username: string, email: nullable(string) },
} as const;

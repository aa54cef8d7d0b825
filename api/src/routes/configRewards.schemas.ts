/**
 * JSON schemas of the configured rewards' routes. The body's values are checked by the domain's
 * `configRewardSchema`, which gives the form's message keys (422): the JSON schema only keeps out a
 * body that is not an object.
 */
import { CONTENT_TYPES, PLACES, REWARD_TYPES } from '@merci/domain';
import {
  hydraCollectionSchema,
  noContent,
  noQuery,
  orderedPageQuery,
  pathParams,
  problems,
  suspendedShopProblem,
} from '../http/schemas.js';
import { configRewardSchema } from '../resources.schemas.js';

export const configRewardListSchema = {
  params: pathParams('shopId'),
  querystring: orderedPageQuery({
    valid: {
      type: 'string',
      description: 'true keeps the rewards usable now (dates and quantity); anything else keeps all',
    },
    socialContentType: {
      type: 'string',
      examples: [...CONTENT_TYPES],
      description: 'Keeps the rewards allowed for this content type',
    },
  }),
  response: {
    200: hydraCollectionSchema(configRewardSchema),
    ...problems({
      400: 'A bad order (violation on the field)',
      401: 'No valid session',
      404: 'Not the caller’s shop',
    }),
  },
} as const;

/** What a configured reward's body may hold. */
export const configRewardBodySchema = {
  type: 'object',
  description:
    'Values out of their rules answer 422 form.config_reward_form.error with a violation per field ' +
    '(the reward form’s keys); `shop`, when sent, must be the caller’s shop (else 404).',
  properties: {
    type: { description: `The collection’s type: ${REWARD_TYPES.join(', ')}` },
    socialContentTypes: { description: `Content types it rewards, among ${CONTENT_TYPES.join(', ')}` },
    place: { description: `${PLACES.join(' or ')}` },
    code: { description: 'The code the customer gives (code rewards)' },
    percent: { description: 'A whole percent (percent rewards)' },
    description: { description: 'What the reward is (voucher and other rewards)' },
    validityStartAt: {
      description: 'First day it is valid, in the shop’s time zone; validity_start_at also read',
    },
    validityEndAt: {
      description: 'Last day it is valid, in the shop’s time zone; validity_end_at also read',
    },
    quantity: { description: 'How many may be given; none for unlimited' },
    uniqueCodes: {
      description:
        'true: each assignment creates a single-use code in the shop’s online store (online percent and code rewards)',
    },
    amount: {
      description:
        'A code reward with unique codes: the amount off each code, in the store’s currency (or percent)',
    },
    shop: { description: 'The caller’s shop, as an IRI or an id' },
  },
} as const;

const idParams = pathParams('id');

export const configRewardCreateSchema = {
  querystring: noQuery,
  body: configRewardBodySchema,
  response: {
    201: configRewardSchema,
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'Another shop named in the body',
      422: 'form.config_reward_form.error with a violation per field',
    }),
  },
} as const;

export const configRewardReadSchema = {
  params: idParams,
  querystring: noQuery,
  response: {
    200: configRewardSchema,
    ...problems({
      401: 'No valid session',
      404: 'config_reward.errors.get: no such reward of this type in the shop',
    }),
  },
} as const;

export const configRewardUpdateSchema = {
  params: idParams,
  querystring: noQuery,
  body: configRewardBodySchema,
  response: {
    200: configRewardSchema,
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'form.config_reward_form.error: no such reward of this type in the shop',
      422: 'form.config_reward_form.error with a violation per field',
    }),
  },
} as const;

export const configRewardDeleteSchema = {
  params: idParams,
  querystring: noQuery,
  response: {
    204: noContent('Deleted'),
    ...problems({
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'config_reward.errors.delete: no such reward in the shop',
      409: 'config_reward.errors.delete, with a violation on automations: an automation sends it',
    }),
  },
} as const;

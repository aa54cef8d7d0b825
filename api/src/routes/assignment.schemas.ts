/**
 * JSON schemas of the reward assignment's routes. The approve body's values are checked by the
 * domain's `rewardAssignmentSchema`, which gives the form's message keys (422): the JSON schema
 * only keeps out a body that is not an object.
 */
import { PLACES, REWARD_TYPES } from '@merci/domain';
import { noQuery, pathParams, problems, string, suspendedShopProblem } from '../http/schemas.js';
import { assignedRewardSchema, productSchema } from '../resources.schemas.js';

const shopReference = { description: 'The caller’s shop, as an IRI or an id; another answers 404' };

export const productCreateSchema = {
  querystring: noQuery,
  body: {
    type: 'object',
    properties: {
      socialContent: { description: 'The publication, as an IRI or an id' },
      publish: { description: 'false keeps it off the shop’s page; true by default' },
      shop: shopReference,
    },
  },
  response: {
    201: productSchema,
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'No such publication in the shop',
      409: 'The publication already has its reward',
      422: 'No readable socialContent (violation on the field)',
    }),
  },
} as const;

export const productApproveSchema = {
  params: pathParams('id'),
  querystring: noQuery,
  body: {
    type: 'object',
    description:
      'A configured reward (configDiscountId) or a custom one (type and its values); values out of ' +
      'their rules answer 422 with a violation per field (the reward form’s keys).',
    properties: {
      configDiscountId: {
        description: 'A configured reward of the shop, as an IRI or an id; config_discount_id also read',
      },
      type: { description: `A custom reward’s type: ${REWARD_TYPES.join(', ')}` },
      place: { description: PLACES.join(' or ') },
      code: { description: 'The code the customer gives (code rewards)' },
      percent: { description: 'A whole percent (percent rewards)' },
      description: { description: 'What the reward is (voucher and other rewards)' },
      validity_start_at: {
        description: 'First valid day, in the shop’s time zone; validityStartAt also read',
      },
      validity_end_at: { description: 'Last valid day, in the shop’s time zone; validityEndAt also read' },
      shop: shopReference,
    },
  },
  response: {
    200: {
      ...assignedRewardSchema,
      properties: {
        ...assignedRewardSchema.properties,
        comment: { ...string, description: 'The suggested comment under the publication' },
        claimLink: { ...string, description: 'The link the customer asks to use the reward with' },
      },
    },
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      403: 'errors.shop_suspended (the shop is suspended), or the shop is not validated yet',
      404: 'No such product in the shop',
      409: 'A reward already given, the quota or the reward’s quantity used up',
      422: 'A violation per field',
    }),
  },
} as const;

/**
 * JSON schemas of the assigned rewards' routes: the shop's list, one reward, and its life after
 * assignment (the customer's use request, the merchant's answer, the « Prévenu » mark).
 */
import { REWARD_STATUSES, REWARD_TYPES } from '@merci/domain';
import {
  hydraCollectionSchema,
  ignoredBody,
  noQuery,
  orderedPageQuery,
  pathParams,
  problems,
  suspendedShopProblem,
} from '../http/schemas.js';
import { assignedRewardSchema } from '../resources.schemas.js';

const idParams = pathParams('id');

export const assignedRewardListSchema = {
  params: pathParams('shopId'),
  querystring: orderedPageQuery({
    username: { type: 'string', description: 'The exact author username; too long answers 400' },
    status: { type: 'string', enum: REWARD_STATUSES },
    type: { type: 'string', enum: REWARD_TYPES },
  }),
  response: {
    200: hydraCollectionSchema(assignedRewardSchema),
    ...problems({
      400: 'An unknown status, type or order, or a username too long (violation on the field)',
      401: 'No valid session',
      404: 'Not the caller’s shop',
    }),
  },
} as const;

export const assignedRewardReadSchema = {
  params: idParams,
  querystring: noQuery,
  response: {
    200: assignedRewardSchema,
    ...problems({ 401: 'No valid session', 404: 'No such reward in the shop' }),
  },
} as const;

export const useRequestSchema = {
  querystring: {
    type: 'object',
    properties: { token: { type: 'string', description: 'The claim link’s token, when not in the body' } },
  },
  body: {
    type: ['object', 'null'],
    properties: { token: { description: 'The claim link’s token' } },
  },
  response: {
    200: assignedRewardSchema,
    ...problems({
      400: 'A body that is not an object',
      401: 'No token, or not the token of a claim link',
      404: 'No such reward',
      409: 'discount.errors.status (not assigned) or discount.errors.validity (out of its dates)',
    }),
  },
} as const;

export const useRequestDecisionSchema = {
  params: idParams,
  querystring: noQuery,
  body: ignoredBody,
  response: {
    200: assignedRewardSchema,
    ...problems({
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'No such reward in the shop',
      409: 'discount.errors.status: no use request waits',
    }),
  },
} as const;

export const notifiedSchema = {
  params: idParams,
  querystring: noQuery,
  body: {
    type: ['object', 'null'],
    properties: { notified: { description: 'true to set the mark, false to clear it' } },
  },
  response: {
    200: assignedRewardSchema,
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      ...suspendedShopProblem,
      404: 'No such reward in the shop',
      422: 'errors.validation with a violation on notified (missing or not a boolean)',
    }),
  },
} as const;

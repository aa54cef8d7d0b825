/** JSON schemas of the shop's routes: the shop, its to-do and its reward statistics. */
import { noQuery, pathParams, problems } from '../http/schemas.js';
import { shopSchema } from '../resources.schemas.js';
import { rewardStatisticsQuerySchema, rewardStatisticsSchema } from './rewardStatistics.js';

const shopParams = pathParams('shopId');
const shopProblems = problems({ 401: 'No valid session', 404: 'Not the caller’s shop' });

export const shopReadSchema = {
  params: shopParams,
  querystring: noQuery,
  response: { 200: shopSchema, ...shopProblems },
} as const;

const todoSchema = {
  type: 'object',
  required: ['contentsToReward', 'useRequests', 'expiringStories', 'nextStoryExpiresAt', 'connection'],
  properties: {
    contentsToReward: {
      type: 'integer',
      description: 'Contents of the connected account not rewarded yet; 0 without a connected account',
    },
    useRequests: {
      type: 'integer',
      description: 'Given rewards whose customer asked to use them (status use_requested)',
    },
    expiringStories: {
      type: 'integer',
      description:
        'Stories still online, not rewarded, with no automation message sent or to be sent to their author',
    },
    nextStoryExpiresAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the first of those stories disappears; null when there is none',
    },
    connection: {
      type: 'string',
      enum: ['connected', 'not_connected', 'to_reconnect'],
      description: 'not_connected without an Instagram account, to_reconnect when its token has expired',
    },
  },
  additionalProperties: false,
} as const;

export const todoRouteSchema = {
  params: shopParams,
  querystring: noQuery,
  response: { 200: todoSchema, ...shopProblems },
} as const;

export const rewardStatisticsRouteSchema = {
  params: shopParams,
  querystring: rewardStatisticsQuerySchema,
  response: {
    200: rewardStatisticsSchema,
    ...problems({ 400: 'months is not 3, 6 or 12' }),
    ...shopProblems,
  },
} as const;

/** JSON schemas of the signed-in user's routes and of the public lists. */
import { boolean, hydraCollectionSchema, noQuery, pathParams, problems } from '../http/schemas.js';
import { categorySchema, offerSchema, userSchema } from '../resources.schemas.js';

export const meSchema = {
  querystring: noQuery,
  response: { 200: userSchema, ...problems({ 401: 'No valid session', 404: 'The user is gone' }) },
} as const;

export const passwordChangeRouteSchema = {
  params: pathParams('id'),
  body: {
    type: 'object',
    description:
      'Values out of their rules answer 422 errors.validation with a violation per field ' +
      '(the password form’s keys), a wrong current password on password',
    properties: {
      password: { description: 'The current password' },
      newPassword: { description: '{ first, second }: the new password, twice' },
    },
  },
  response: {
    200: { type: 'object', properties: { ok: boolean } },
    ...problems({
      400: 'A body that is not an object',
      401: 'No valid session',
      404: 'Not the caller',
      422: 'errors.validation with a violation per field',
      429: 'errors.too_many_requests',
    }),
  },
} as const;

export const categoryListSchema = {
  querystring: noQuery,
  response: { 200: hydraCollectionSchema(categorySchema, 'Every category, by name') },
} as const;

export const offerListSchema = {
  querystring: noQuery,
  response: { 200: hydraCollectionSchema(offerSchema, 'Every plan') },
} as const;

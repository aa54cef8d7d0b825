/**
 * JSON schemas of sign-in, registration, activation and password reset. The bodies' values are
 * checked by the domain's yup schemas, which give the forms' message keys: the JSON schema only
 * keeps out a body that is not an object.
 */
import { SIGN_IN_CONTEXT } from '@merci/domain';
import { boolean, noContent, noQuery, problems, string } from '../http/schemas.js';

const ok = { type: 'object', properties: { ok: boolean } } as const;
const tooMany = { 429: 'errors.too_many_requests: too many attempts, retry after the Retry-After delay' };

export const signInRouteSchema = {
  body: {
    type: 'object',
    properties: {
      email: { description: 'The account’s e-mail' },
      password: { description: 'Its password' },
      context: { description: `Always ${SIGN_IN_CONTEXT}` },
    },
  },
  response: {
    200: {
      type: 'object',
      description: 'An account not yet activated gets an empty token and activated false',
      properties: { token: string, activated: boolean },
    },
    ...problems({
      400: 'A body that is not an object',
      401: 'account.errors.signin, whatever was wrong',
      ...tooMany,
    }),
  },
} as const;

export const signUpRouteSchema = {
  body: {
    type: 'object',
    description:
      'Values out of their rules answer 422 errors.validation with a violation per field (the sign-up ' +
      'form’s keys: shopName, phoneNumber, category, address…, socialName, userName, userEmail, userPassword)',
    properties: {
      shop: {
        description:
          '{ name, phoneNumber, category (an id), address: { firstRow, secondRow, postalCode, city }, socialName }',
      },
      user: { description: '{ name, email, password }' },
    },
  },
  response: {
    201: ok,
    ...problems({
      400: 'A body that is not an object',
      422: 'errors.validation with a violation per field',
      ...tooMany,
    }),
  },
} as const;

/** The e-mail of a resend or a reset: the answer is the same whatever it is. */
export const emailRequestSchema = {
  body: { type: 'object', properties: { email: { description: 'The account’s e-mail' } } },
  response: {
    200: { ...ok, description: 'The same answer whether the address has an account or not' },
    ...problems({ 400: 'A body that is not an object', ...tooMany }),
  },
} as const;

export const activationSchema = {
  params: {
    type: 'object',
    properties: { token: { ...string, description: 'The token of the activation e-mail’s link' } },
    required: ['token'],
  },
  querystring: noQuery,
  response: {
    302: noContent('To the sign-in page, with activation=done or activation=invalid'),
  },
} as const;

export const passwordResetRouteSchema = {
  body: {
    type: 'object',
    properties: {
      token: { description: 'The token of the reset (or invitation) link' },
      password: { description: 'The new password, within the reset form’s rules' },
    },
  },
  response: {
    200: ok,
    ...problems({
      400: 'A body that is not an object',
      422: 'A violation on password, or account.errors.reset_link for a link unknown, used or expired',
      ...tooMany,
    }),
  },
} as const;

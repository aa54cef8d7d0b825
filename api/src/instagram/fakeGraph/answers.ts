/**
 * The fake Graph server's building blocks of an answer: token lifetimes, Meta's error bodies and
 * the `fields` selection.
 */
import { randomBytes } from 'node:crypto';
import { MEDIA_FIELDS } from '../graphClient.js';
import type { FakeTokenInvalidation } from './types.js';

export const SHORT_TTL = 2 * 60 * 60;
export const LONG_TTL = 60 * 24 * 60 * 60;
/** A token Meta gives without an end date (a long-lived user's Page token): a hundred years here. */
export const NO_EXPIRY_TTL = 100 * 365 * 24 * 60 * 60;

export interface GraphFailure {
  status: number;
  body: { error: Record<string, unknown> };
  headers?: Record<string, string>;
}

export const graphError = (
  status: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
): GraphFailure => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...extra,
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  },
});

export const invalidToken = () =>
  graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
/** Meta's answer to a token ended by the user or by Meta before its date. */
export const revokedToken = (reason: Exclude<FakeTokenInvalidation, 'expired'>, appId: string) => {
  switch (reason) {
    case 'password_changed':
      return graphError(
        400,
        190,
        'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
        { error_subcode: 460 },
      );
    case 'logged_out':
      return graphError(
        400,
        190,
        'Error validating access token: The session is invalid because the user logged out.',
        { error_subcode: 467 },
      );
    case 'app_removed':
      return graphError(
        400,
        190,
        `Error validating access token: The user has not authorized application ${appId}.`,
        { error_subcode: 458 },
      );
  }
};
export const expiredToken = () =>
  graphError(
    400,
    190,
    'Error validating access token: Session has expired. The current time is later than the expiry time.',
    { error_subcode: 463 },
  );
export const unsupported = (path: string) =>
  graphError(
    400,
    100,
    `Unsupported get request. Object with ID '${path.split('/')[1] ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { error_subcode: 33 },
  );

/** `a,b,c{d,e}` → top-level field names (nested selections kept whole). */
export function splitFields(fields: string): string[] {
  const result: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '{' || char === '(') depth += 1;
    if (char === '}' || char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      if (current.trim()) result.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) result.push(current.trim());
  return result;
}

export function pick(source: object, fields: string[]): Record<string, unknown> {
  const values = source as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined) picked[field] = values[field];
  return picked;
}

/** The public fields of a media: those the client reads, which Meta gives to any app. */
export const PUBLIC_MEDIA_FIELDS = MEDIA_FIELDS;

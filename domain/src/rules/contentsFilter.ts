import { CONTENT_TYPES, type ContentType } from '../constants.js';
import { TEXT_TOO_LONG, fitsLimit } from './textLimits.js';

/**
 * The filters of an account's contents list (SPEC §7), one rule set for the screen, the API and
 * the mock API. Code names each filter as the address bar does (`likeMin`); the wire names it as
 * SPEC §7 does (`likeCount[gte]`), and SQL reads it as `like_count`.
 */
export const CONTENTS_FILTER_PARAMS = {
  type: 'type',
  likeMin: 'likeCount[gte]',
  likeMax: 'likeCount[lte]',
  authorUsername: 'authorUsername',
  rewarded: 'rewarded',
  order: 'order[createdAt]',
} as const;

export type ContentsFilterField = keyof typeof CONTENTS_FILTER_PARAMS;
export type ContentsFilterParam = (typeof CONTENTS_FILTER_PARAMS)[ContentsFilterField];

export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** The filters a list asks for; an absent one does not filter. */
export interface ContentsFilter {
  type?: ContentType;
  /** Fewest likes, included. */
  likeMin?: number;
  /** Most likes, included. */
  likeMax?: number;
  /** The exact author, without its `@`. */
  authorUsername?: string;
  /** The status tab: rewarded contents only (true) or those still to reward (false). */
  rewarded?: boolean;
  /** By creation date, newest first unless asked otherwise. */
  order: OrderDirection;
}

/** A value refused, named by its wire parameter, with the message key the API answers. */
export interface ContentsFilterViolation {
  propertyPath: ContentsFilterParam;
  message: string;
}

/** A like bound: a whole number of zero or more that JavaScript holds exactly. */
function likeCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A like range with at most one bound, or whose minimum is not above its maximum. */
export const isLikeRangeValid = ({
  likeMin,
  likeMax,
}: {
  likeMin?: number | null;
  likeMax?: number | null;
}) => likeMin == null || likeMax == null || likeMin <= likeMax;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Reads the filters through `read`, which gives the text of a filter (or undefined when it is
 * absent), however the caller names it. A value that breaks a rule is left out of `filters` and
 * named in `violations`; a range whose minimum is above its maximum leaves out both bounds.
 */
export function readContentsFilter(read: (field: ContentsFilterField) => string | undefined): {
  filters: ContentsFilter;
  violations: ContentsFilterViolation[];
} {
  const violations: ContentsFilterViolation[] = [];
  const refuse = (field: ContentsFilterField, message: string) =>
    violations.push({ propertyPath: CONTENTS_FILTER_PARAMS[field], message });
  const text = (field: ContentsFilterField) => {
    const value = read(field);
    return value === '' ? undefined : value;
  };
  const filters: ContentsFilter = { order: 'desc' };

  const type = text('type');
  if (type !== undefined) {
    if (isOneOf(CONTENT_TYPES, type)) filters.type = type;
    else refuse('type', 'errors.invalid_choice');
  }
  for (const field of ['likeMin', 'likeMax'] as const) {
    const bound = text(field);
    if (bound === undefined) continue;
    const value = likeCount(bound);
    if (value === undefined) refuse(field, 'errors.invalid_number');
    else filters[field] = value;
  }
  if (!isLikeRangeValid(filters)) {
    refuse('likeMax', 'errors.out_of_range');
    delete filters.likeMin;
    delete filters.likeMax;
  }
  const author = text('authorUsername')?.trim().replace(/^@/, '');
  if (!fitsLimit(author, 'instagramUsername')) refuse('authorUsername', TEXT_TOO_LONG);
  else if (author) filters.authorUsername = author;
  const rewarded = text('rewarded');
  if (rewarded !== undefined) {
    if (rewarded === 'true' || rewarded === 'false') filters.rewarded = rewarded === 'true';
    else refuse('rewarded', 'errors.invalid_choice');
  }
  const order = text('order');
  if (order !== undefined) {
    if (isOneOf(ORDER_DIRECTIONS, order)) filters.order = order;
    else refuse('order', 'errors.invalid_choice');
  }
  return { filters, violations };
}

import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, POSTAL_CODE_PATTERN } from '../constants.js';
import { TEXT_LIMITS, TEXT_TOO_LONG, textLength, type TextLimit } from '../rules/textLimits.js';
import { shopReasonSchema } from './admin.js';
import { authorEmailSchema } from './authorEmail.js';
import { automationSchema } from './automation.js';
import { fieldErrors } from './errors.js';
import { VALID_SIGN_UP } from './fixtures.js';
import { forgottenPasswordSchema } from './forgottenPassword.js';
import { passwordChangeSchema, passwordResetSchema } from './passwordChange.js';
import { configRewardSchema, rewardAssignmentSchema } from './reward.js';
import { signInSchema } from './signIn.js';
import { SIGN_UP_ERRORS, signUpSchema } from './signUp.js';
import { maxLengthOf } from './textLimit.js';

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.fr'.length)}@example.fr`;
const textOf = (length: number) => 'é'.repeat(length);

const signUp = { ...VALID_SIGN_UP, socialName: '' };

/** Each limited field: its schema, valid values around it, and a value of a given length. */
const cases: {
  form: string;
  field: string;
  limit: TextLimit;
  schema: Parameters<typeof fieldErrors>[0];
  values: Record<string, unknown>;
  sized?: (length: number) => Record<string, unknown>;
}[] = [
  { form: 'sign-up', field: 'shopName', limit: 'shopName', schema: signUpSchema, values: signUp },
  { form: 'sign-up', field: 'addressFirstRow', limit: 'addressRow', schema: signUpSchema, values: signUp },
  { form: 'sign-up', field: 'addressSecondRow', limit: 'addressRow', schema: signUpSchema, values: signUp },
  { form: 'sign-up', field: 'addressCity', limit: 'city', schema: signUpSchema, values: signUp },
  { form: 'sign-up', field: 'userName', limit: 'personName', schema: signUpSchema, values: signUp },
  {
    form: 'sign-up',
    field: 'userEmail',
    limit: 'email',
    schema: signUpSchema,
    values: signUp,
    sized: (length) => ({ userEmail: emailOf(length) }),
  },
  {
    form: 'sign-up',
    field: 'userPassword',
    limit: 'password',
    schema: signUpSchema,
    values: signUp,
    sized: (length) => ({ userPassword: textOf(length), userConfirmPassword: textOf(length) }),
  },
  {
    form: 'sign-in',
    field: 'email',
    limit: 'email',
    schema: signInSchema,
    values: { email: 'a@example.fr', password: 'secret' },
    sized: (length) => ({ email: emailOf(length) }),
  },
  {
    form: 'sign-in',
    field: 'password',
    limit: 'password',
    schema: signInSchema,
    values: { email: 'a@example.fr', password: 'secret' },
  },
  {
    form: 'forgotten password',
    field: 'email',
    limit: 'email',
    schema: forgottenPasswordSchema,
    values: {},
    sized: (length) => ({ email: emailOf(length) }),
  },
  {
    form: 'author e-mail',
    field: 'authorEmail',
    limit: 'email',
    schema: authorEmailSchema,
    values: {},
    sized: (length) => ({ authorEmail: emailOf(length) }),
  },
  ...(['password', 'newPassword'] as const).map((field) => ({
    form: 'password change',
    field,
    limit: 'password' as const,
    schema: passwordChangeSchema,
    values: { password: 'current', newPassword: 'secret', confirmPassword: 'secret' },
    sized: (length: number) =>
      field === 'newPassword'
        ? { newPassword: textOf(length), confirmPassword: textOf(length) }
        : { password: textOf(length) },
  })),
  {
    form: 'password reset',
    field: 'newPassword',
    limit: 'password',
    schema: passwordResetSchema,
    values: {},
    sized: (length) => ({ newPassword: textOf(length), confirmPassword: textOf(length) }),
  },
  {
    form: 'automation',
    field: 'message',
    limit: 'automationMessage',
    schema: automationSchema,
    values: { featureType: 'thanks', mode: 'automatic', configDiscount: 3 },
  },
  { form: 'admin', field: 'reason', limit: 'adminReason', schema: shopReasonSchema, values: {} },
  {
    form: 'configured reward',
    field: 'code',
    limit: 'rewardCode',
    schema: configRewardSchema,
    values: { type: 'code', socialContentTypes: ['feed'] },
  },
  {
    form: 'configured reward',
    field: 'description',
    limit: 'rewardDescription',
    schema: configRewardSchema,
    values: { type: 'voucher', socialContentTypes: ['feed'] },
  },
  {
    form: 'reward assignment',
    field: 'code',
    limit: 'rewardCode',
    schema: rewardAssignmentSchema,
    values: { mode: 'custom', type: 'code' },
  },
  {
    form: 'reward assignment',
    field: 'description',
    limit: 'rewardDescription',
    schema: rewardAssignmentSchema,
    values: { mode: 'custom', type: 'other' },
  },
];

describe('text limits of the forms', () => {
  it.each(cases)('$form: $field accepts its limit and refuses one more', (item) => {
    const max = TEXT_LIMITS[item.limit];
    const sized = item.sized ?? ((length: number) => ({ [item.field]: textOf(length) }));
    expect(fieldErrors(item.schema, { ...item.values, ...sized(max) })).toEqual({});
    expect(fieldErrors(item.schema, { ...item.values, ...sized(max + 1) })).toEqual({
      [item.field]: TEXT_TOO_LONG,
    });
    expect(maxLengthOf(item.schema as never, item.field)).toBe(max);
  });

  it('says "too long" rather than "not an address" for a long text that is no address either', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, userEmail: 'x'.repeat(300) })).toEqual({
      userEmail: TEXT_TOO_LONG,
    });
  });

  it('counts characters, not UTF-16 units: an emoji is one character, as in the database', () => {
    expect(textLength('😀'.repeat(3))).toBe(3);
    const shopName = '🛍'.repeat(TEXT_LIMITS.shopName);
    expect(fieldErrors(signUpSchema, { ...signUp, shopName })).toEqual({});
  });

  it('counts the text once trimmed, as it is stored', () => {
    const shopName = ` ${'a'.repeat(TEXT_LIMITS.shopName)} `;
    expect(fieldErrors(signUpSchema, { ...signUp, shopName })).toEqual({});
  });

  it('keeps the sign-up network username, stored without its @, within an Instagram username', () => {
    const username = 'a'.repeat(TEXT_LIMITS.instagramUsername);
    expect(fieldErrors(signUpSchema, { ...signUp, socialName: `@${username}` })).toEqual({});
    expect(fieldErrors(signUpSchema, { ...signUp, socialName: `${username}a` })).toEqual({
      socialName: SIGN_UP_ERRORS.socialName,
    });
  });

  it('lets the phone and postal code patterns accept nothing longer than their limits', () => {
    expect(PHONE_PATTERN.test('+33612345678')).toBe(true);
    expect('+33612345678'.length).toBeLessThanOrEqual(TEXT_LIMITS.phoneNumber);
    expect(PHONE_PATTERN.test(`+33612345678${'9'.repeat(TEXT_LIMITS.phoneNumber)}`)).toBe(false);
    expect(POSTAL_CODE_PATTERN.test('1'.repeat(TEXT_LIMITS.postalCode + 1))).toBe(false);
    expect(POSTAL_CODE_PATTERN.test('1'.repeat(TEXT_LIMITS.postalCode))).toBe(false);
  });

  it('knows no limit for a field without one', () => {
    expect(maxLengthOf(signUpSchema, 'category')).toBeUndefined();
    expect(maxLengthOf(signUpSchema, 'nothing')).toBeUndefined();
  });
});

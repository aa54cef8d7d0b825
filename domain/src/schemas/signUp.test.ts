import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.js';
import { VALID_SIGN_UP } from './fixtures.js';
import { SIGN_UP_ERRORS as E, signUpSchema } from './signUp.js';

const valid = VALID_SIGN_UP;

const errorsWith = (change: Partial<Record<keyof typeof valid | 'socialName', string>>) =>
  fieldErrors(signUpSchema, { ...valid, ...change });

describe('signUpSchema', () => {
  it('accepts a complete form, the second address row being optional', () => {
    expect(errorsWith({})).toEqual({});
    expect(signUpSchema.validateSync(valid).category).toBe(3);
  });

  it('requires every field but the second address row, each with its own key', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((name) => [name, '']));
    expect(fieldErrors(signUpSchema, empty)).toEqual({
      shopName: E.shopName,
      phoneNumber: E.phoneNumber,
      category: E.category,
      addressFirstRow: E.addressFirstRow,
      addressPostalCode: E.addressPostalCode,
      addressCity: E.addressCity,
      userName: E.userName,
      userEmail: E.userEmail,
      userPassword: E.userPassword,
      userConfirmPassword: E.userConfirmPassword,
    });
    expect(E.shopName).toBe('form.signup_form.shopName.error');
  });

  it.each(['0612345678', '+33612345678', '0912345678', '06 12 34 56 78', '06.12.34.56.78'])(
    'accepts the French phone number %s',
    (phoneNumber) => {
      expect(errorsWith({ phoneNumber })).toEqual({});
    },
  );

  it.each(['0812345678', '0012345678', '061234567', '06123456789', '+3361234567', '+44612345678'])(
    'rejects the phone number %s',
    (phoneNumber) => {
      expect(errorsWith({ phoneNumber })).toEqual({ phoneNumber: E.phoneNumber });
    },
  );

  it('wants a postal code of exactly 5 digits', () => {
    expect(errorsWith({ addressPostalCode: '6900' })).toEqual({ addressPostalCode: E.addressPostalCode });
    expect(errorsWith({ addressPostalCode: '690021' })).toEqual({ addressPostalCode: E.addressPostalCode });
    expect(errorsWith({ addressPostalCode: '69A02' })).toEqual({ addressPostalCode: E.addressPostalCode });
  });

  it('wants an e-mail address and a password of 6 characters', () => {
    expect(errorsWith({ userEmail: 'camille.maison-lumiere.fr' })).toEqual({ userEmail: E.userEmail });
    expect(errorsWith({ userPassword: '12345', userConfirmPassword: '12345' })).toEqual({
      userPassword: E.userPassword,
    });
  });

  it('wants the confirmation to equal the password', () => {
    expect(errorsWith({ userConfirmPassword: 'secreT' })).toEqual({
      userConfirmPassword: E.userConfirmPassword,
    });
  });

  it('accepts an optional network username and refuses one with spaces', () => {
    expect(errorsWith({ socialName: 'maison.lumiere' })).toEqual({});
    expect(errorsWith({ socialName: 'maison lumiere' })).toEqual({ socialName: E.socialName });
  });

  it('reads null in an optional field as left empty (what a JSON client sends)', () => {
    expect(fieldErrors(signUpSchema, { ...valid, addressSecondRow: null, socialName: null })).toEqual({});
    const values = signUpSchema.validateSync({ ...valid, addressSecondRow: null, socialName: null });
    expect(values.addressSecondRow).toBeUndefined();
    expect(values.socialName).toBeUndefined();
  });
});

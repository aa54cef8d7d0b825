import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signInSchema } from './signIn.js';

function errorsOf(values: Record<string, unknown>): Record<string, string> {
  try {
    signInSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

describe('signInSchema', () => {
  it('accepts an e-mail and a password of 6 characters', () => {
    expect(errorsOf({ email: 'shop@example.com', password: 'secret' })).toEqual({});
  });

  it('requires both fields, with the translation keys of SPEC §5', () => {
    expect(errorsOf({ email: '', password: '' })).toEqual({
      email: 'form.signin_form.email.error',
      password: 'form.signin_form.password.error',
    });
  });

  it('rejects an address that is not an e-mail', () => {
    expect(errorsOf({ email: 'shop.example.com', password: 'secret' })).toEqual({
      email: 'form.signin_form.email.error',
    });
  });

  it('rejects a password of 5 characters', () => {
    expect(errorsOf({ email: 'shop@example.com', password: '12345' })).toEqual({
      password: 'form.signin_form.password.error',
    });
  });

  it('trims the e-mail before sending it', () => {
    expect(signInSchema.validateSync({ email: '  shop@example.com ', password: 'secret' }).email).toBe(
      'shop@example.com',
    );
  });
});

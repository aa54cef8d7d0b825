import { describe, expect, it } from 'vitest';
import { AUTHOR_EMAIL_ERRORS, authorEmailSchema } from './authorEmail.js';
import { AUTOMATION_MESSAGE_MAX_LENGTH } from '../constants.js';
import { TEXT_TOO_LONG } from '../rules/textLimits.js';
import { AUTOMATION_ERRORS, automationSchema } from './automation.js';
import { fieldErrors } from './errors.js';
import { FORGOTTEN_PASSWORD_ERRORS, forgottenPasswordSchema } from './forgottenPassword.js';
import { PASSWORD_CHANGE_ERRORS, passwordChangeSchema } from './passwordChange.js';

describe('forgottenPasswordSchema', () => {
  it('requires an e-mail address', () => {
    expect(fieldErrors(forgottenPasswordSchema, { email: 'shop@example.com' })).toEqual({});
    expect(fieldErrors(forgottenPasswordSchema, { email: '' })).toEqual({
      email: FORGOTTEN_PASSWORD_ERRORS.email,
    });
    expect(fieldErrors(forgottenPasswordSchema, { email: 'shop@' })).toEqual({
      email: FORGOTTEN_PASSWORD_ERRORS.email,
    });
  });
});

describe('passwordChangeSchema', () => {
  const E = PASSWORD_CHANGE_ERRORS;

  it('accepts the current password and a confirmed new one of 6 characters', () => {
    expect(
      fieldErrors(passwordChangeSchema, { password: 'x', newPassword: 'secret', confirmPassword: 'secret' }),
    ).toEqual({});
  });

  it('requires the current password', () => {
    expect(
      fieldErrors(passwordChangeSchema, { password: '', newPassword: 'secret', confirmPassword: 'secret' }),
    ).toEqual({
      password: E.password,
    });
  });

  it('wants a new password of at least 6 characters, confirmed', () => {
    expect(
      fieldErrors(passwordChangeSchema, { password: 'x', newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({
      newPassword: E.newPassword,
    });
    expect(
      fieldErrors(passwordChangeSchema, { password: 'x', newPassword: 'secret', confirmPassword: 'secreT' }),
    ).toEqual({ confirmPassword: E.confirmPassword });
  });
});

describe('authorEmailSchema', () => {
  const key = AUTHOR_EMAIL_ERRORS.authorEmail;

  it.each(['lea@example.com', 'lea.martin+shop@mail.example.fr'])('accepts %s', (authorEmail) => {
    expect(fieldErrors(authorEmailSchema, { authorEmail })).toEqual({});
  });

  it.each(['', 'lea', 'lea@example', 'lea @example.com', '@example.com', 'lea@.com'])(
    'rejects "%s"',
    (authorEmail) => {
      expect(fieldErrors(authorEmailSchema, { authorEmail })).toEqual({ authorEmail: key });
    },
  );

  it('uses the key form.social_author_email_form.email.error', () => {
    expect(key).toBe('form.social_author_email_form.email.error');
  });
});

describe('automationSchema', () => {
  const E = AUTOMATION_ERRORS;
  const loyalty = {
    featureType: 'loyalty',
    mode: 'automatic',
    configDiscount: 3,
    message: 'Merci {{username}} !',
  };

  it('accepts a loyalty automation with a reward and a message', () => {
    expect(fieldErrors(automationSchema, loyalty)).toEqual({});
  });

  it('accepts a thank-you automation with a reward and a message', () => {
    expect(fieldErrors(automationSchema, { ...loyalty, featureType: 'thanks' })).toEqual({});
  });

  it.each(['', null, undefined])(
    'requires a reward for a thank-you as for loyalty (%s)',
    (configDiscount) => {
      expect(fieldErrors(automationSchema, { ...loyalty, featureType: 'thanks', configDiscount })).toEqual({
        configDiscount: E.configDiscount,
      });
    },
  );

  it('requires the automatic mode, a reward for loyalty, and a message', () => {
    expect(
      fieldErrors(automationSchema, {
        featureType: 'loyalty',
        mode: 'manual',
        configDiscount: '',
        message: ' ',
      }),
    ).toEqual({
      mode: E.mode,
      configDiscount: E.configDiscount,
      message: E.message,
    });
  });

  it('refuses an unknown feature and a message longer than Instagram allows', () => {
    expect(fieldErrors(automationSchema, { ...loyalty, featureType: 'promo' })).toEqual({
      featureType: E.featureType,
    });
    expect(
      fieldErrors(automationSchema, { ...loyalty, message: 'a'.repeat(AUTOMATION_MESSAGE_MAX_LENGTH + 1) }),
    ).toEqual({
      message: TEXT_TOO_LONG,
    });
  });
});

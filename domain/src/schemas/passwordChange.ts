import { object, ref, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { limited } from './textLimit.js';

export const PASSWORD_CHANGE_ERRORS = {
  password: 'form.account_password_form.password.error',
  newPassword: 'form.account_password_form.new_password.error',
  confirmPassword: 'form.account_password_form.confirm_password.error',
} as const;

const E = PASSWORD_CHANGE_ERRORS;

export const passwordChangeSchema = object({
  password: limited(string(), 'password').required(E.password),
  newPassword: limited(string(), 'password').required(E.newPassword).min(PASSWORD_MIN_LENGTH, E.newPassword),
  confirmPassword: string()
    .required(E.confirmPassword)
    .oneOf([ref('newPassword')], E.confirmPassword),
});

export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;

/** The new-password half of the same rules: the reset link's form, where no password is known. */
export const passwordResetSchema = object({
  newPassword: limited(string(), 'password').required(E.newPassword).min(PASSWORD_MIN_LENGTH, E.newPassword),
  confirmPassword: string()
    .required(E.confirmPassword)
    .oneOf([ref('newPassword')], E.confirmPassword),
});

export type PasswordResetValues = InferType<typeof passwordResetSchema>;

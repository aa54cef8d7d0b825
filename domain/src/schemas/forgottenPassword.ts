import { object, string, type InferType } from 'yup';
import { limited } from './textLimit.js';

export const FORGOTTEN_PASSWORD_ERRORS = { email: 'form.forgotten_password_form.email.error' } as const;

export const forgottenPasswordSchema = object({
  email: limited(string().trim(), 'email')
    .required(FORGOTTEN_PASSWORD_ERRORS.email)
    .email(FORGOTTEN_PASSWORD_ERRORS.email),
});

export type ForgottenPasswordValues = InferType<typeof forgottenPasswordSchema>;

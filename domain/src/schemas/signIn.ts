import { object, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { limited } from './textLimit.js';

/** Error messages are translation keys (SPEC §5, sign-in). */
export const SIGN_IN_ERRORS = {
  email: 'form.signin_form.email.error',
  password: 'form.signin_form.password.error',
} as const;

export const signInSchema = object({
  email: limited(string().trim(), 'email').required(SIGN_IN_ERRORS.email).email(SIGN_IN_ERRORS.email),
  password: limited(string(), 'password')
    .required(SIGN_IN_ERRORS.password)
    .min(PASSWORD_MIN_LENGTH, SIGN_IN_ERRORS.password),
});

export type SignInValues = InferType<typeof signInSchema>;

import { object, string, type InferType } from 'yup';

export const FORGOTTEN_PASSWORD_ERRORS = { email: 'form.forgotten_password_form.email.error' } as const;

export const forgottenPasswordSchema = object({
  email: string().trim().required(FORGOTTEN_PASSWORD_ERRORS.email).email(FORGOTTEN_PASSWORD_ERRORS.email),
});

export type ForgottenPasswordValues = InferType<typeof forgottenPasswordSchema>;

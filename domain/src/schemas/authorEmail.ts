import { object, string, type InferType } from 'yup';
import { AUTHOR_EMAIL_PATTERN } from '../constants.js';
import { limited } from './textLimit.js';

export const AUTHOR_EMAIL_ERRORS = { authorEmail: 'form.social_author_email_form.email.error' } as const;

export const authorEmailSchema = object({
  authorEmail: limited(string().trim(), 'email')
    .required(AUTHOR_EMAIL_ERRORS.authorEmail)
    .matches(AUTHOR_EMAIL_PATTERN, AUTHOR_EMAIL_ERRORS.authorEmail),
});

export type AuthorEmailValues = InferType<typeof authorEmailSchema>;

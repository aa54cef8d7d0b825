export { PASSWORD_MIN_LENGTH, SESSION_LIFETIME_MS, SIGN_IN_CONTEXT } from './constants.js';
export { SIGN_IN_ERRORS, signInSchema } from './schemas/signIn.js';
export type { SignInValues } from './schemas/signIn.js';

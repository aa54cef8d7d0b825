/** Sign-in, sign-up and password reset (api/src/routes/auth.ts). */
import { SIGN_IN_CONTEXT, signInSchema, signUpInput, signUpSchema } from '@merci/domain';
import { SESSION_TOKEN, EXPIRED_RESET_TOKEN } from '../fixtures';
import { Problem, unprocessable } from './problem';
import type { Route } from './store';
import { json, objectBodyOf } from './http';

/** Public calls of an owner who is not signed in. */
export const authRoutes: Route[] = [
  {
    method: 'post',
    path: '/v1/oauth',
    isPublic: true,
    resolve: async ({ request, state }) => {
      const body = await objectBodyOf(request);
      // Any failure is the same 401, as the API answers.
      const refused = new Problem(401, 'account.errors.signin');
      if (body.context !== SIGN_IN_CONTEXT || !signInSchema.isValidSync(body)) throw refused;
      const { email, password } = signInSchema.validateSync(body);
      const account = state.accounts.find(
        (candidate) => candidate.email === email.toLowerCase() && candidate.password === password,
      );
      if (!account) throw refused;
      return json(
        account.activated ? { token: SESSION_TOKEN, activated: true } : { token: '', activated: false },
      );
    },
  },
  {
    method: 'post',
    path: '/users/shop-register',
    isPublic: true,
    resolve: async ({ request, state }) => {
      const values = await signUpSchema.validate(signUpInput(await objectBodyOf(request)), {
        abortEarly: false,
      });
      if (!state.categories.some((category) => category.id === values.category)) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'category', message: 'form.signup_form.category.error' },
        ]);
      }
      const email = values.userEmail.toLowerCase();
      if (state.accounts.some((account) => account.email === email)) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'userEmail', message: 'form.signup_form.userEmail.taken' },
        ]);
      }
      state.accounts.push({ email, password: values.userPassword, activated: false });
      return json({ ok: true }, 201);
    },
  },
  // Both answer the same whatever the address, so that nobody learns who has an account.
  ...['/v1/resend-activation', '/v1/reset-password'].map((path): Route => ({
    method: 'post',
    path,
    isPublic: true,
    resolve: async ({ request }) => {
      await objectBodyOf(request);
      return json({ ok: true });
    },
  })),
  {
    method: 'post',
    path: '/v1/reset-password/confirm',
    isPublic: true,
    resolve: async ({ request }) => {
      const body = await objectBodyOf(request);
      const password = typeof body.password === 'string' ? body.password : '';
      if (password.length < 6) {
        throw unprocessable('errors.validation', [
          { propertyPath: 'password', message: 'form.account_password_form.new_password.error' },
        ]);
      }
      if (typeof body.token !== 'string' || !body.token || body.token === EXPIRED_RESET_TOKEN) {
        throw unprocessable('account.errors.reset_link');
      }
      return json({ ok: true });
    },
  },
];

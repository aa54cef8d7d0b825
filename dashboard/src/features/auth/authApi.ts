import { SIGN_IN_CONTEXT, type ShopRegisterPayload, type SignInResponse } from '@merci/domain';
import { apiRequest } from '../../lib/api/client';

/** POST /v1/oauth (public): reads token and activated. */
export function signIn(values: { email: string; password: string }) {
  return apiRequest<SignInResponse>('/v1/oauth', {
    method: 'POST',
    body: { email: values.email, password: values.password, context: SIGN_IN_CONTEXT },
    isPublic: true,
    errorKey: 'account.errors.signin',
  });
}

/** POST /users/shop-register (public): only ok or not ok is read. */
export function registerShop(payload: ShopRegisterPayload) {
  return apiRequest<{ ok: true }>('/users/shop-register', {
    method: 'POST',
    body: payload,
    isPublic: true,
    errorKey: 'account.errors.signup',
  });
}

export function resendActivation(email: string) {
  return apiRequest<{ ok: true }>('/v1/resend-activation', {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
}

export function requestPasswordReset(email: string) {
  return apiRequest<{ ok: true }>('/v1/reset-password', {
    method: 'POST',
    body: { email },
    isPublic: true,
    errorKey: 'account.errors.forgotten_password',
  });
}

export function confirmPasswordReset(token: string, password: string) {
  return apiRequest<{ ok: true }>('/v1/reset-password/confirm', {
    method: 'POST',
    body: { token, password },
    isPublic: true,
    errorKey: 'account.errors.reset_link',
  });
}

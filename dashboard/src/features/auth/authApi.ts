import { SIGN_IN_CONTEXT, type ShopRegisterPayload, type SignInResponse } from '@merci/domain';
import { apiRequest } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

/** POST /v1/oauth (public): reads token and activated. */
export function signIn(values: { email: string; password: string }) {
  return apiRequest<SignInResponse>(endpoints.signIn(), {
    method: 'POST',
    body: { email: values.email, password: values.password, context: SIGN_IN_CONTEXT },
    isPublic: true,
    errorKey: 'account.errors.signin',
  });
}

/** POST /users/shop-register (public): only ok or not ok is read. */
export function registerShop(payload: ShopRegisterPayload) {
  return apiRequest<{ ok: true }>(endpoints.shopRegister(), {
    method: 'POST',
    body: payload,
    isPublic: true,
    errorKey: 'account.errors.signup',
  });
}

export function resendActivation(email: string) {
  return apiRequest<{ ok: true }>(endpoints.resendActivation(), {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
}

export function requestPasswordReset(email: string) {
  return apiRequest<{ ok: true }>(endpoints.passwordReset(), {
    method: 'POST',
    body: { email },
    isPublic: true,
    errorKey: 'account.errors.forgotten_password',
  });
}

export function confirmPasswordReset(token: string, password: string) {
  return apiRequest<{ ok: true }>(endpoints.passwordResetConfirm(), {
    method: 'POST',
    body: { token, password },
    isPublic: true,
    errorKey: 'account.errors.reset_link',
  });
}

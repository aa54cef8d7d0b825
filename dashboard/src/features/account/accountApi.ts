import type { SocialAccount } from '@merci/domain';
import { apiRequest } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

export function logoutSocialAccount(accountId: number) {
  return apiRequest<SocialAccount>(endpoints.socialAccountLogout(accountId), {
    method: 'PUT',
    errorKey: 'social.errors.logout',
  });
}

/** Asks Meta again to deliver the account's mentions and stories (its Page's subscription). */
export function resubscribeWebhooks(accountId: number) {
  return apiRequest<SocialAccount>(endpoints.webhookSubscription(accountId), {
    method: 'POST',
    errorKey: 'instagram.webhooks.errors.resubscribe',
  });
}

export function changePassword(
  userId: number,
  values: { password: string; newPassword: string; confirmPassword: string },
) {
  return apiRequest<{ ok: true }>(endpoints.password(userId), {
    method: 'PUT',
    body: {
      password: values.password,
      newPassword: { first: values.newPassword, second: values.confirmPassword },
    },
  });
}

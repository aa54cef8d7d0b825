import type { InstagramWebhookStatus } from '@merci/domain';
import type { BadgeTone } from '@merci/ui-kit';

/** How the Page's webhook subscription shows, for the merchant and the operator alike. */
const WEBHOOK_TONES: Record<InstagramWebhookStatus, BadgeTone> = {
  subscribed: 'success',
  missing: 'warning',
  failed: 'danger',
};

/** The badge of a webhook status: its tone and the message key of its label. */
export const webhooksBadge = (status: InstagramWebhookStatus) => ({
  tone: WEBHOOK_TONES[status],
  labelKey: `instagram.webhooks.${status}`,
});

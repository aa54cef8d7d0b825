/**
 * Why a story message was not sent, as message keys kept on the message, and the notification the
 * merchant receives about it. Notifications are stored as text, in French like the product.
 */
import { mention } from '@merci/domain';
import type { DiscountRow } from '../db/schema.js';

export const MESSAGE_REASONS = {
  /** Meta's 24-hour messaging window closed before the message could leave. */
  windowExpired: 'automation.reasons.window_expired',
  /** The story row is gone (or the story is over). */
  storyDeleted: 'automation.reasons.story_deleted',
  /** The shop's Instagram account was disconnected. */
  notConnected: 'automation.reasons.not_connected',
  /** The Instagram token expired or was revoked: the merchant reconnects. */
  tokenExpired: 'automation.reasons.token_expired',
  quotaExhausted: 'automation.reasons.quota_exhausted',
  rewardExhausted: 'automation.reasons.reward_exhausted',
  /** The configured reward was deleted, is outside its validity or not meant for stories. */
  rewardInvalid: 'automation.reasons.reward_invalid',
  /** The story already has a reward (another automation or the merchant gave it). */
  alreadyRewarded: 'automation.reasons.already_rewarded',
  /** The reward gives unique codes and the shop's online store is not connected (docs/adr/037). */
  storeDisconnected: 'automation.reasons.store_disconnected',
  /** The reward gives unique codes and the online store kept failing until no retry was left. */
  storeUnavailable: 'automation.reasons.store_unavailable',
  /** Meta refused the message (the person cannot receive it, outside the window…). */
  sendRefused: 'automation.reasons.send_refused',
  /** The Graph API kept failing until no retry was left within the window. */
  graphUnavailable: 'automation.reasons.graph_unavailable',
  /** Archived or deleted by the merchant: nothing to tell. */
  automationArchived: 'automation.reasons.automation_archived',
  /** Suspended by the merchant until the story's window had closed: nothing to tell. */
  suspended: 'automation.reasons.suspended',
} as const;

export type MessageReason = (typeof MESSAGE_REASONS)[keyof typeof MESSAGE_REASONS];

export const NOT_SENT_TITLE = 'Message automatique non envoyé';

const WHY: Partial<Record<MessageReason, string>> = {
  [MESSAGE_REASONS.windowExpired]: 'le délai de 24 h pour répondre à la story était dépassé',
  [MESSAGE_REASONS.storyDeleted]: 'la story n’est plus disponible',
  [MESSAGE_REASONS.notConnected]: 'votre compte Instagram n’est plus connecté',
  [MESSAGE_REASONS.tokenExpired]: 'la connexion à Instagram a expiré, reconnectez votre compte',
  [MESSAGE_REASONS.quotaExhausted]: 'votre quota de récompenses est épuisé',
  [MESSAGE_REASONS.rewardExhausted]: 'la récompense configurée n’est plus en stock',
  [MESSAGE_REASONS.rewardInvalid]: 'la récompense configurée ne s’applique pas à cette story aujourd’hui',
  [MESSAGE_REASONS.alreadyRewarded]: 'cette story a déjà reçu une récompense',
  [MESSAGE_REASONS.storeDisconnected]:
    'la récompense donne un code unique et votre boutique en ligne n’est plus connectée',
  [MESSAGE_REASONS.storeUnavailable]:
    'la récompense donne un code unique et votre boutique en ligne n’a pas répondu à temps pour le créer',
  [MESSAGE_REASONS.sendRefused]: 'Instagram a refusé le message',
  [MESSAGE_REASONS.graphUnavailable]: 'Instagram est resté indisponible',
};

/** Whether the merchant hears about it: not for what they did themselves. */
export const notifies = (reason: MessageReason) => WHY[reason] !== undefined;

/** `Le message automatique pour la story de @lea.martin n’a pas été envoyé : …` */
export function notSentMessage(reason: MessageReason, username: string): string {
  return `Le message automatique pour la story de ${mention(username)} n’a pas été envoyé : ${WHY[reason] ?? reason}.`;
}

/**
 * The `{{reward}}` of a message (a loyalty one's assigned reward, a thank-you's configured one),
 * in French — `-15 %`, `le code MERCI10`, or the reward's description — with the description and
 * the place added.
 */
export function describeReward(
  reward: Pick<DiscountRow, 'type' | 'amount_in_percent' | 'code' | 'description' | 'place'>,
): string {
  const description = reward.description?.trim() || null;
  let text: string;
  if (reward.type === 'percent' && reward.amount_in_percent != null) {
    // A percent with a code is an online store's unique code: the ambassador types it at checkout.
    const code = reward.code ? ` avec le code ${reward.code}` : '';
    text = `-${reward.amount_in_percent} %${code}${description ? ` (${description})` : ''}`;
  } else if (reward.type === 'code' && reward.code) {
    text = `le code ${reward.code}${description ? ` (${description})` : ''}`;
  } else {
    text = description ?? reward.code ?? 'une récompense';
  }
  return `${text} ${reward.place === 'shop' ? 'en boutique' : 'en ligne'}`;
}

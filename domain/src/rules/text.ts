/** `@username` without a doubled @ or spaces around it. */
export function mention(username: string): string {
  return `@${username.trim().replace(/^@+/, '')}`;
}

/** A display name cut to `max` characters with an ellipsis (an author's name at 20). */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}

/** What a reward's name is read from: an assigned reward, a configured one or a database row. */
export interface RewardNameSource {
  type: string;
  description: string | null;
  code: string | null;
  /** The percent of a percent reward (`amount_in_percent` of an assigned one). */
  percent: number | null;
}

/**
 * What a reward is called where the merchant and the author read it (the summary before
 * rewarding, the comment under the post): its description, else `-15 %` or its code; null while
 * a reward being written has none of them yet.
 */
export function rewardName(reward: RewardNameSource): string | null {
  const description = reward.description?.trim();
  if (description) return description;
  if (reward.type === 'percent' && reward.percent != null) return `-${reward.percent} %`;
  return reward.code?.trim() || null;
}

/**
 * The comment the merchant copies under a rewarded post: the template (a translated text) with
 * `{username}` replaced by the author's mention and `{reward}` by the reward's name.
 */
export function rewardCommentText(username: string, template: string, reward: string): string {
  return template.split('{username}').join(mention(username)).split('{reward}').join(reward);
}

/** The four placeholders of an automation message (SPEC §3). */
export const MESSAGE_PLACEHOLDERS = ['username', 'shop', 'content_type', 'reward'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** The text a merchant types to insert a placeholder: `{{username}}`. */
export const placeholderToken = (name: MessagePlaceholder) => `{{${name}}}`;

const PLACEHOLDER_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Fills an automation message: each `{{placeholder}}` (spaces allowed inside the braces) becomes
 * its value; an unknown placeholder is left as typed so that the merchant sees the mistake.
 */
export function renderMessageTemplate(template: string, values: Record<MessagePlaceholder, string>): string {
  return template.replace(PLACEHOLDER_PATTERN, (token, name: string) =>
    (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MessagePlaceholder] : token,
  );
}

/** Whether a message names a placeholder, as renderMessageTemplate reads it (`{{ reward }}` too). */
export function templateUses(template: string, name: MessagePlaceholder): boolean {
  return Array.from(template.matchAll(PLACEHOLDER_PATTERN)).some((match) => match[1] === name);
}

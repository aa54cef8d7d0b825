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

/** A piece of an automation message: words as typed, or one of the four placeholders. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'placeholder'; name: MessagePlaceholder };

/**
 * An automation message cut into its words and its placeholders (`{{username}}`, spaces allowed
 * inside the braces), for a screen that shows each placeholder as a chip. An unknown placeholder
 * stays in the words, as typed, so that the merchant sees the mistake.
 */
export function messageTemplateParts(template: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const addText = (text: string) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] as string;
    const at = match.index;
    addText(template.slice(from, at));
    if ((MESSAGE_PLACEHOLDERS as readonly string[]).includes(name))
      parts.push({ kind: 'placeholder', name: name as MessagePlaceholder });
    else addText(match[0]);
    from = at + match[0].length;
  }
  addText(template.slice(from));
  return parts;
}

/** Fills an automation message: each placeholder becomes its value, an unknown one stays as typed. */
export function renderMessageTemplate(template: string, values: Record<MessagePlaceholder, string>): string {
  return messageTemplateParts(template)
    .map((part) => (part.kind === 'text' ? part.text : values[part.name]))
    .join('');
}

/** Whether a message names a placeholder, as renderMessageTemplate reads it (`{{ reward }}` too). */
export function templateUses(template: string, name: MessagePlaceholder): boolean {
  return Array.from(template.matchAll(PLACEHOLDER_PATTERN)).some((match) => match[1] === name);
}

import { expect, within } from 'storybook/test';
import { theme } from '@merci/tokens';
import type { BadgeTone } from '@merci/ui-kit';

/** Computed colour of a token, as `getComputedStyle` writes it (`rgb(r, g, b)`). */
export const rgb = (hex: string) => {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
};

/** The text on surface pair of each badge tone. */
const badgeToneColours = {
  success: { surface: theme.color.surfaceSuccess, text: theme.color.textSuccess },
  danger: { surface: theme.color.surfaceDanger, text: theme.color.textDanger },
  warning: { surface: theme.color.surfaceWarning, text: theme.color.textWarning },
  info: { surface: theme.color.surfaceInfo, text: theme.color.textInfo },
  neutral: { surface: theme.color.surfaceMuted, text: theme.color.textDefault },
} as const satisfies Record<BadgeTone, { surface: string; text: string }>;

/** The badge is visible in the colour pair of `tone`. */
export const expectBadgeTone = async (badge: HTMLElement, tone: BadgeTone) => {
  await expect(badge).toBeVisible();
  await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(badgeToneColours[tone].surface));
  await expect(getComputedStyle(badge).color).toBe(rgb(badgeToneColours[tone].text));
};

/** The badge `label` starts with a decorative 8 px dot and reads as its label alone. */
export const expectBadgeDot = async (canvasElement: HTMLElement, label: string) => {
  const badge = within(canvasElement).getByText(label);
  const dot = badge.querySelector('[aria-hidden="true"]');
  await expect(dot).not.toBeNull();
  await expect(dot?.getBoundingClientRect().width).toBe(8);
  await expect(badge).toHaveTextContent(new RegExp(`^${label}$`));
};

/** The badge `label` has an icon, hidden from assistive technologies like the dot. */
export const expectBadgeIcon = async (canvasElement: HTMLElement, label: string) => {
  const badge = within(canvasElement).getByText(label);
  const icon = badge.querySelector('svg');
  await expect(icon).not.toBeNull();
  await expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
};

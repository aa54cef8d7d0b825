import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '@merci/tokens';
import { Inline, REWARD_TYPE_BADGE_TYPES, RewardTypeBadge, type RewardTypeBadgeType } from '@merci/ui-kit';
import { rgb } from './colourChecks';

/** The labels the dashboard passes (SPEC §2 "Configured rewards table"). */
const frenchLabels = {
  percent: 'Réduction',
  code: 'Code Promo',
  voucher: "Bon d'achat",
  other: 'Autre',
} as const satisfies Record<RewardTypeBadgeType, string>;
const englishLabels = {
  percent: 'Discount',
  code: 'Promo code',
  voucher: 'Voucher',
  other: 'Other',
} as const satisfies Record<RewardTypeBadgeType, string>;

const colours = {
  percent: { surface: theme.color.surfaceRewardPercent, text: theme.color.textRewardPercent },
  code: { surface: theme.color.surfaceRewardCode, text: theme.color.textRewardCode },
  voucher: { surface: theme.color.surfaceRewardVoucher, text: theme.color.textRewardVoucher },
  other: { surface: theme.color.surfaceRewardOther, text: theme.color.textRewardOther },
} as const satisfies Record<RewardTypeBadgeType, { surface: string; text: string }>;

/** The badge of `type` shows its label in the type's colour pair. */
const expectBadge = async (canvasElement: HTMLElement, type: RewardTypeBadgeType, label: string) => {
  const badge = within(canvasElement).getByText(label);
  await expect(badge).toBeVisible();
  await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(colours[type].surface));
  await expect(getComputedStyle(badge).color).toBe(rgb(colours[type].text));
};

const meta = {
  title: 'ui-kit/RewardTypeBadge',
  component: RewardTypeBadge,
  args: { type: 'percent', label: frenchLabels.percent },
  parameters: { localizedArgs: { en: { label: englishLabels.percent } } },
  argTypes: {
    type: { control: 'inline-radio', options: REWARD_TYPE_BADGE_TYPES },
    label: { control: 'text' },
  },
} satisfies Meta<typeof RewardTypeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'percent', 'Réduction');
  },
};

export const Playground: Story = {
  args: { type: 'code', label: frenchLabels.code },
  parameters: { localizedArgs: { en: { label: englishLabels.code } } },
};

/** A percent reward: green. */
export const Percent: Story = {
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'percent', 'Réduction');
  },
};

/** A code reward: blue. */
export const Code: Story = {
  args: { type: 'code', label: frenchLabels.code },
  parameters: { localizedArgs: { en: { label: englishLabels.code } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'code', 'Code Promo');
  },
};

/** A voucher reward: pink. */
export const Voucher: Story = {
  args: { type: 'voucher', label: frenchLabels.voucher },
  parameters: { localizedArgs: { en: { label: englishLabels.voucher } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'voucher', "Bon d'achat");
  },
};

/** Any other reward: yellow. */
export const Other: Story = {
  args: { type: 'other', label: frenchLabels.other },
  parameters: { localizedArgs: { en: { label: englishLabels.other } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'other', 'Autre');
  },
};

/** The four types side by side, as in the configured rewards table; labels follow the locale toolbar. */
export const AllTypes: Story = {
  render: (_args, { globals }) => {
    const labels = globals.locale === 'en' ? englishLabels : frenchLabels;
    return (
      <Inline gap={2}>
        {REWARD_TYPE_BADGE_TYPES.map((type) => (
          <RewardTypeBadge key={type} type={type} label={labels[type]} />
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    for (const type of REWARD_TYPE_BADGE_TYPES) {
      await expectBadge(canvasElement, type, frenchLabels[type]);
    }
    // Four distinct colours.
    const backgrounds = REWARD_TYPE_BADGE_TYPES.map(
      (type) => getComputedStyle(within(canvasElement).getByText(frenchLabels[type])).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(4);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'percent', 'Discount');
  },
};

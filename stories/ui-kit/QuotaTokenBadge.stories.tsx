import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '@merci/tokens';
import { QuotaTokenBadge } from '@merci/ui-kit';
import { rgb } from './colourChecks';

/** The English texts of every story; a story with more texts adds its own. */
const english = { label: 'Rewards left', emptyLabel: 'Reward quota reached', locale: 'en' } as const;

const meta = {
  title: 'ui-kit/QuotaTokenBadge',
  component: QuotaTokenBadge,
  args: { remaining: 7, label: 'Récompenses restantes', emptyLabel: 'Quota de récompenses atteint' },
  parameters: {
    localizedArgs: { en: english },
  },
  argTypes: {
    remaining: { control: { type: 'number', min: 0 } },
    total: { control: { type: 'number', min: 0 } },
    label: { control: 'text' },
    emptyLabel: { control: 'text' },
    locale: { control: 'inline-radio', options: ['fr', 'en'] },
    icon: { control: false },
    formatCount: { control: false },
    valueLabel: { control: false },
    renewalLabel: { control: 'text' },
    isCompact: { control: 'boolean' },
  },
} satisfies Meta<typeof QuotaTokenBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop with a quota: the remaining rewards, in the brand colours, without a meter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Récompenses restantes')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    const badge = canvas.getByText('Récompenses restantes').parentElement as HTMLElement;
    await expect(getComputedStyle(badge).color).toBe(rgb(theme.color.brandPrimary));
  },
};

export const Playground: Story = {
  args: { remaining: 12, total: 50 },
};

/** The shop has no quota (`remaining` null): nothing is rendered at all. */
export const NoQuota: Story = {
  args: { remaining: null, total: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Nothing left: the danger tone and `emptyLabel` instead of `label`. */
export const Empty: Story = {
  args: { remaining: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Quota de récompenses atteint');
    await expect(label).toBeVisible();
    await expect(canvas.queryByText('Récompenses restantes')).not.toBeInTheDocument();
    await expect(canvas.getByText('0')).toBeVisible();
    const badge = label.parentElement as HTMLElement;
    await expect(getComputedStyle(badge).color).toBe(rgb(theme.color.textDanger));
    await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(theme.color.surfaceDanger));
  },
};

/** With the size of the quota: 'n / total' and a meter named by the label. */
export const WithTotal: Story = {
  args: {
    remaining: 7,
    total: 10,
    valueLabel: ({ remaining, total }) => `${remaining} sur ${total}`,
  },
  parameters: {
    localizedArgs: {
      en: {
        ...english,
        valueLabel: ({ remaining, total }: { remaining: number; total: number | null }) =>
          `${remaining} of ${total}`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 / 10')).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Récompenses restantes' });
    await expect(meter).toHaveAttribute('aria-valuenow', '7');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '10');
    await expect(meter).toHaveAttribute('aria-valuetext', '7 sur 10');
    // The fill covers 70 % of the track.
    const fill = meter.firstElementChild as HTMLElement;
    const ratio = fill.getBoundingClientRect().width / meter.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.7, 2);
  },
};

/**
 * Compact, for a phone's header row: the icon, the count and the meter; the label is not shown but
 * still names the meter for screen readers.
 */
export const Compact: Story = {
  args: { ...WithTotal.args, remaining: 41, total: 50, isCompact: true },
  parameters: WithTotal.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41 / 50')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Récompenses restantes' })).toHaveAttribute(
      'aria-valuetext',
      '41 sur 50',
    );
    const label = canvas.getByText('Récompenses restantes');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** With the day the quota renews, after the count. */
export const WithRenewal: Story = {
  args: { remaining: 46, total: 50, renewalLabel: 'Renouvellement le 1er décembre' },
  parameters: {
    localizedArgs: {
      en: {
        ...english,
        renewalLabel: 'Renews on 1 December',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('46 / 50')).toBeVisible();
    await expect(canvas.getByText('Renouvellement le 1er décembre')).toBeVisible();
  },
};

/** Nothing left this month, and when it comes back. */
export const EmptyWithRenewal: Story = {
  args: { remaining: 0, total: 50, renewalLabel: 'Renouvellement le 1er décembre' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quota de récompenses atteint')).toBeVisible();
    await expect(canvas.getByText('Renouvellement le 1er décembre')).toBeVisible();
  },
};

/** The whole quota used, with its size: an empty meter in the danger tone. */
export const EmptyWithTotal: Story = {
  args: { remaining: 0, total: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 10')).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Quota de récompenses atteint' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect((meter.firstElementChild as HTMLElement).getBoundingClientRect().width).toBe(0);
  },
};

/**
 * Numbers in the locale: a narrow no-break space groups thousands in French (Testing Library's
 * matcher reads every space as a plain one).
 */
export const LargeQuota: Story = {
  args: { remaining: 1250, total: 5000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 250 / 5 000')).toBeVisible();
  },
};

/** The caller writes the count, e.g. from react-intl. */
export const CustomFormat: Story = {
  args: {
    remaining: 3,
    total: 10,
    formatCount: ({ remaining }) => `${remaining} jetons`,
  },
  parameters: {
    localizedArgs: {
      en: {
        ...english,
        formatCount: ({ remaining }: { remaining: number }) => `${remaining} tokens`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 jetons')).toBeVisible();
  },
};

export const InEnglish: Story = {
  args: { remaining: 1250, total: 5000 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,250 / 5,000')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Rewards left' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, Icon, StatCard } from '@merci/ui-kit';

const icons = { aucune: undefined, cadeau: <Icon name="gift" />, graphique: <Icon name="chart" /> };

const meta = {
  title: 'ui-kit/StatCard',
  component: StatCard,
  args: {
    label: 'Récompenses ce mois-ci',
    value: 12,
    icon: <Icon name="gift" />,
    hint: 'Novembre 2026',
  },
  parameters: {
    localizedArgs: { en: { label: 'Rewards this month', hint: 'November 2026', locale: 'en' } },
  },
  argTypes: {
    value: { control: { type: 'number', min: 0 } },
    label: { control: 'text' },
    hint: { control: 'text' },
    locale: { control: 'inline-radio', options: ['fr', 'en'] },
    icon: { control: 'select', options: Object.keys(icons), mapping: icons },
    formatValue: { control: false },
  },
  // A card is as wide as its grid cell; stories give it the width of a home column.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Récompenses ce mois-ci' });
    await expect(within(card).getByText('12')).toBeVisible();
    await expect(within(card).getByText('Novembre 2026')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: 348 },
};

/** A count of 0 shows '-' (SPEC §2, home counters), not '0'. */
export const Zero: Story = {
  args: { label: 'Récompenses au total', value: 0, hint: undefined },
  parameters: { localizedArgs: { en: { label: 'Rewards in total', hint: undefined, locale: 'en' } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Récompenses au total' });
    await expect(within(card).getByText('-')).toBeVisible();
    await expect(within(card).queryByText('0')).not.toBeInTheDocument();
  },
};

/** With `zeroValueLabel`, screen readers hear a word instead of 'dash'. */
export const ZeroWithSpokenLabel: Story = {
  args: { label: 'Récompenses au total', value: 0, hint: undefined, zeroValueLabel: 'Aucune' },
  parameters: {
    localizedArgs: {
      en: { label: 'Rewards in total', hint: undefined, zeroValueLabel: 'None', locale: 'en' },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Récompenses au total' });
    await expect(within(card).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(card).getByText('Aucune')).toBeInTheDocument();
  },
};

/**
 * Thousands grouped as the locale writes them: a narrow no-break space in French (Testing Library's
 * matcher reads every space as a plain one).
 */
export const LargeNumber: Story = {
  args: { label: 'Récompenses au total', value: 1234567, hint: 'Depuis votre inscription' },
  parameters: {
    localizedArgs: { en: { label: 'Rewards in total', hint: 'Since you signed up', locale: 'en' } },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Récompenses au total' });
    await expect(within(card).getByText('1 234 567')).toBeVisible();
  },
};

/** `formatValue` writes the value, e.g. a currency from react-intl. */
export const FormattedValue: Story = {
  args: {
    label: 'Remises accordées',
    value: 2450.5,
    hint: undefined,
    formatValue: ({ value, locale }) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value),
  },
  parameters: { localizedArgs: { en: { label: 'Discounts granted', hint: undefined, locale: 'en' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 450,50 €')).toBeVisible();
  },
};

/** The two home counters side by side: total and this month, one of them at 0. */
export const HomeCounters: Story = {
  parameters: { maxWidth: 560 },
  render: (args, { globals }) => {
    const isEnglish = globals.locale === 'en';
    return (
      <Grid columns={2} gap={4}>
        <StatCard
          label={isEnglish ? 'Rewards in total' : 'Récompenses au total'}
          value={87}
          icon={<Icon name="gift" />}
          locale={args.locale}
        />
        <StatCard
          label={isEnglish ? 'Rewards this month' : 'Récompenses ce mois-ci'}
          value={0}
          icon={<Icon name="chart" />}
          locale={args.locale}
        />
      </Grid>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('group', { name: 'Récompenses au total' })).getByText('87'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Récompenses ce mois-ci' })).getByText('-'),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  args: { value: 1234 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Rewards this month' });
    await expect(within(card).getByText('1,234')).toBeVisible();
  },
};

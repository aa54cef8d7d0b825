import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REWARD_TYPES } from '@merci/domain';
import { RewardCard } from '@merci/ui-kit';
import { rewardTypeLabels } from './rewardFixtures';

const meta = {
  title: 'ui-kit/RewardCard',
  component: RewardCard,
  args: {
    type: 'percent',
    typeLabel: rewardTypeLabels.fr.percent,
    valueText: '15\u202f%',
    description: 'Soldes d’hiver',
    validityText: 'Du 01/11/2026 au 30/11/2026',
    remainingText: '12 en stock',
    isSelected: false,
    isSelectable: false,
  },
  parameters: {
    localizedArgs: {
      en: {
        typeLabel: rewardTypeLabels.en.percent,
        valueText: '15%',
        description: 'Winter sale',
        validityText: 'From 01/11/2026 to 30/11/2026',
        remainingText: '12 in stock',
      },
    },
  },
  argTypes: {
    type: { control: 'inline-radio', options: REWARD_TYPES },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RewardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A percent reward: green badge, the rate, the description, validity and quantity left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Réduction')).toBeVisible();
    // The narrow no-break space of '15 %' reads as a space once Testing Library normalises it.
    await expect(canvas.getByText('15 %')).toBeVisible();
    await expect(canvas.getByText('Soldes d’hiver')).not.toHaveAttribute('title');
    await expect(canvas.getByText('Du 01/11/2026 au 30/11/2026')).toBeVisible();
    await expect(canvas.getByText('12 en stock')).toBeVisible();
  },
};

/** A code reward: blue badge and the code in the monospace font. */
export const Code: Story = {
  args: {
    type: 'code',
    typeLabel: rewardTypeLabels.fr.code,
    valueText: 'MERCI10',
    description: 'Code -10 %',
    validityText: 'Jusqu’au 31/12/2026',
    remainingText: '40 en stock',
  },
  parameters: {
    localizedArgs: {
      en: {
        typeLabel: rewardTypeLabels.en.code,
        valueText: 'MERCI10',
        description: '10% off code',
        validityText: 'Until 31/12/2026',
        remainingText: '40 in stock',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText('MERCI10');
    await expect(getComputedStyle(code).fontFamily).toMatch(/monospace/);
  },
};

export const Voucher: Story = {
  args: {
    type: 'voucher',
    typeLabel: rewardTypeLabels.fr.voucher,
    valueText: '20\u00a0€',
    description: 'Bon boutique',
    validityText: 'Sans limite de date',
    remainingText: '5 en stock',
  },
  parameters: {
    localizedArgs: {
      en: {
        typeLabel: rewardTypeLabels.en.voucher,
        valueText: '€20',
        description: 'Store voucher',
        validityText: 'No end date',
        remainingText: '5 in stock',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bon d’achat')).toBeVisible();
  },
};

/** Another reward: the description says what it is, with no value above it. */
export const Other: Story = {
  args: {
    type: 'other',
    typeLabel: rewardTypeLabels.fr.other,
    valueText: undefined,
    description: 'Café offert',
    validityText: 'Du 20/11/2026 au 20/12/2026',
    remainingText: 'Stock illimité',
  },
  parameters: {
    localizedArgs: {
      en: {
        typeLabel: rewardTypeLabels.en.other,
        description: 'Free coffee',
        validityText: 'From 20/11/2026 to 20/12/2026',
        remainingText: 'Unlimited stock',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Autre')).toBeVisible();
    await expect(canvas.getByText('Café offert')).toBeVisible();
  },
};

/** A long description (often the reward's name) is shown whole, wrapped, never cut. */
export const LongDescription: Story = {
  args: { description: 'Merci ambassadeur : livraison offerte dès 50 € d’achat en boutique' },
  parameters: {
    localizedArgs: { en: { description: 'Thank-you ambassador: free delivery from €50 spent in the shop' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByText(
      'Merci ambassadeur : livraison offerte dès 50 € d’achat en boutique',
    );
    await expect(description).toBeVisible();
    await expect(description).not.toHaveAttribute('title');
    // Wrapped on several lines within the card rather than cut or overflowing it.
    await expect(description.scrollWidth).toBeLessThanOrEqual(description.clientWidth);
    await expect(description.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

/** The chosen card in a picker (`isSelectable`): brand edge and a checked mark. */
export const Selected: Story = {
  args: { isSelected: true, isSelectable: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText('Soldes d’hiver').closest('[data-type]');
    await expect(card).not.toBeNull();
    await expect(getComputedStyle(card as Element).borderTopColor).toBe('rgb(91, 61, 245)');
    await expect((card as Element).querySelector('svg.lucide-check')).not.toBeNull();
  },
};

export const Playground: Story = {};

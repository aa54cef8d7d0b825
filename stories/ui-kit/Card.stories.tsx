import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CARD_ELEMENTS, CARD_ELEVATIONS, Card, Heading, SPACE_STEPS, Stack, Text } from '@merci/ui-kit';

/** A card's usual content: a title and a line of muted text. */
const content = (title: string, body: string, titleId?: string) => (
  <Stack gap={2}>
    <Heading level={2} size="lg" id={titleId}>
      {title}
    </Heading>
    <Text tone="muted" size="sm">
      {body}
    </Text>
  </Stack>
);

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  args: {
    children: content('Récompenses du mois', '12 ambassadrices récompensées depuis le 1er mars.'),
  },
  parameters: {
    localizedArgs: {
      en: { children: content('Rewards this month', '12 ambassadors rewarded since 1 March.') },
    },
  },
  argTypes: {
    padding: { control: 'select', options: SPACE_STEPS },
    elevation: { control: 'inline-radio', options: CARD_ELEVATIONS },
    as: { control: 'select', options: CARD_ELEMENTS },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.firstElementChild as HTMLElement;
    await expect(within(card).getByRole('heading', { level: 2, name: 'Récompenses du mois' })).toBeVisible();
    const style = getComputedStyle(card);
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.boxShadow).not.toBe('none');
    await expect(style.paddingTop).toBe('20px');
  },
};

export const Playground: Story = {
  args: { padding: 5, elevation: 'raised', as: 'div' },
};

export const Flat: Story = {
  args: { elevation: 'flat' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await expect(getComputedStyle(card).borderTopWidth).toBe('1px');
  },
};

export const Compact: Story = {
  args: { padding: 3 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.firstElementChild as HTMLElement).paddingTop).toBe('12px');
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'monthly-rewards-title',
    children: content(
      'Récompenses du mois',
      '12 ambassadrices récompensées depuis le 1er mars.',
      'monthly-rewards-title',
    ),
  },
  parameters: {
    localizedArgs: {
      en: {
        children: content(
          'Rewards this month',
          '12 ambassadors rewarded since 1 March.',
          'monthly-rewards-title',
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    // A named section is a region landmark that screen-reader users can jump to.
    const region = within(canvasElement).getByRole('region', { name: 'Récompenses du mois' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const AsArticle: Story = {
  args: {
    as: 'article',
    children: content('Publication du 12 mars', '@lea.martin a mentionné la boutique dans une story.'),
  },
  parameters: {
    localizedArgs: {
      en: { children: content('Post of 12 March', '@lea.martin mentioned the shop in a story.') },
    },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByRole('heading', { name: 'Publication du 12 mars' })).toBeVisible();
  },
};

/** `li` inside a list: the card is a list item, with the list semantics around it. */
export const InList: Story = {
  args: { as: 'li', padding: 4 },
  decorators: [
    (Story) => (
      <Stack as="ul" gap={3}>
        <Story />
      </Stack>
    ),
  ],
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getByRole('list')).getByRole('listitem');
    await expect(within(item).getByRole('heading', { name: 'Récompenses du mois' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MessagePlaceholder } from '@merci/domain';
import { MessagePreview } from '@merci/ui-kit';

const frenchValues = {
  username: 'lea.martin',
  shop: 'maison.lumiere',
  content_type: 'story',
  reward: 'Un café offert en boutique',
} as const satisfies Record<MessagePlaceholder, string>;
const englishValues = {
  username: 'lea.martin',
  shop: 'maison.lumiere',
  content_type: 'story',
  reward: 'A free coffee in store',
} as const satisfies Record<MessagePlaceholder, string>;

const frenchTemplate =
  'Merci {{username}} pour ta {{content_type}} ! Pour te remercier, {{shop}} t’offre : {{reward}} 🎁';
const englishTemplate =
  'Thank you {{username}} for your {{content_type}}! To say thanks, {{shop}} gives you: {{reward}} 🎁';

const meta = {
  title: 'ui-kit/MessagePreview',
  component: MessagePreview,
  args: { template: frenchTemplate, values: frenchValues },
  parameters: { localizedArgs: { en: { template: englishTemplate, values: englishValues } } },
  argTypes: { template: { control: 'text' }, ref: { control: false } },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: 480, margin: 0 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof MessagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loyalty message for an example story: each placeholder's value is a chip, no `{{…}}` is left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvasElement.querySelector('p') as HTMLElement;
    await expect(preview).toHaveTextContent(
      'Merci lea.martin pour ta story ! Pour te remercier, maison.lumiere t’offre : Un café offert en boutique 🎁',
    );
    await expect(preview).not.toHaveTextContent('{{');
    await expect(canvas.getByText('lea.martin')).toHaveAttribute('data-placeholder', 'username');
    await expect(canvas.getByText('Un café offert en boutique')).toHaveAttribute(
      'data-placeholder',
      'reward',
    );
  },
};

export const Playground: Story = {};

/** A misspelt placeholder stays as typed, so that the merchant sees the mistake. */
export const UnknownPlaceholder: Story = {
  args: { template: 'Merci {{username}} de la part de {{boutique}} !' },
  parameters: {
    localizedArgs: { en: { template: 'Thank you {{username}} from {{boutique}}!', values: englishValues } },
  },
  play: async ({ canvasElement }) => {
    const preview = canvasElement.querySelector('p') as HTMLElement;
    await expect(preview).toHaveTextContent('Merci lea.martin de la part de {{boutique}} !');
    await expect(preview.querySelectorAll('[data-placeholder]')).toHaveLength(1);
  },
};

/** On a phone (375 px), a long reward chip wraps with the words around it. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { values: { ...frenchValues, reward: '-15 % (Réduction fidélité sur toute la boutique) en ligne' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a desk (1440 px), in English. */
export const OnDeskInEnglish: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Thank you lea.martin for your story! To say thanks, maison.lumiere gives you: A free coffee in store 🎁',
    );
    await expect(canvas.getByText('A free coffee in store')).toHaveAttribute('data-placeholder', 'reward');
  },
};

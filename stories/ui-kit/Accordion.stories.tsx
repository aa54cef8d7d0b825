import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCORDION_HEADING_LEVELS, ACCORDION_TYPES, Accordion, type AccordionEntry } from '@merci/ui-kit';

const faq: AccordionEntry[] = [
  {
    id: 'reward',
    title: 'Comment récompenser un ambassadeur ?',
    content:
      'Choisissez une publication qui mentionne votre boutique dans Contenus Instagram, puis attribuez-lui une récompense configurée ou personnalisée. merci vous donne un commentaire prêt à copier.',
  },
  {
    id: 'types',
    title: 'Quels types de récompenses puis-je proposer ?',
    content:
      'Une réduction en pourcentage, un code promo, un bon d’achat ou une autre récompense, à utiliser en ligne ou en boutique.',
  },
  {
    id: 'use',
    title: 'Comment mon client utilise-t-il sa récompense ?',
    content:
      'Il la retrouve dans l’application mobile et demande à l’utiliser ; vous acceptez ou refusez sa demande.',
  },
  {
    id: 'quota',
    title: 'Combien de contenus puis-je récompenser chaque mois ?',
    content: 'Cela dépend de votre offre, que vous retrouvez dans Compte, onglet Offre.',
  },
];

const faqEn: AccordionEntry[] = [
  {
    id: 'reward',
    title: 'How do I reward an ambassador?',
    content:
      'Pick a post that mentions your shop in Instagram contents, then give it a configured or a custom reward. merci gives you a comment ready to copy.',
  },
  {
    id: 'types',
    title: 'Which kinds of rewards can I offer?',
    content:
      'A percentage discount, a promo code, a voucher or another reward, to use online or in the shop.',
  },
  {
    id: 'use',
    title: 'How does my customer use the reward?',
    content: 'They find it in the mobile app and ask to use it; you accept or refuse the request.',
  },
  {
    id: 'quota',
    title: 'How many contents can I reward each month?',
    content: 'It depends on your plan, shown under Account, Plan tab.',
  },
];

const meta = {
  title: 'ui-kit/Accordion',
  component: Accordion,
  args: { items: faq, type: 'single', onOpenIdsChange: fn() },
  parameters: { localizedArgs: { en: { items: faqEn } } },
  argTypes: {
    type: { control: 'inline-radio', options: ACCORDION_TYPES },
    headingLevel: { control: 'inline-radio', options: ACCORDION_HEADING_LEVELS },
    openIds: { control: 'object' },
    defaultOpenIds: { control: 'object' },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Comment récompenser un ambassadeur ?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/prêt à copier/)).not.toBeInTheDocument();

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/prêt à copier/)).toBeVisible();
    await expect(args.onOpenIdsChange).toHaveBeenLastCalledWith({ openIds: ['reward'] });
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Comment récompenser un ambassadeur ?' }),
    ).toBeVisible();
  },
};

export const Playground: Story = {
  args: { type: 'multiple', headingLevel: 2 },
};

/** `single`: opening an item closes the one that was open. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Comment récompenser un ambassadeur ?' });
    const second = canvas.getByRole('button', { name: 'Quels types de récompenses puis-je proposer ?' });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/bon d’achat/)).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/prêt à copier/)).not.toBeInTheDocument();
    // A second press closes the open item.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `multiple`: items open independently. */
export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Comment récompenser un ambassadeur ?' });
    const second = canvas.getByRole('button', { name: 'Quels types de récompenses puis-je proposer ?' });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/prêt à copier/)).toBeVisible();
    await expect(canvas.getByText(/bon d’achat/)).toBeVisible();
    await expect(args.onOpenIdsChange).toHaveBeenLastCalledWith({ openIds: ['reward', 'types'] });
  },
};

/** Enter and Space toggle a header; the arrow keys, Home and End move between headers. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(headers[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(headers[0]).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await expect(headers[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(headers[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(headers[0]).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{End}');
    await expect(headers[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(headers[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(headers[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(headers[0]).toHaveFocus();
  },
};

/** An item open from the start (`defaultOpenIds`), for the visual snapshot. */
export const DefaultOpen: Story = {
  args: { defaultOpenIds: ['use'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Comment mon client utilise-t-il sa récompense ?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/application mobile/)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '@merci/ui-kit';

const icons = { aucune: undefined, plus: <Plus />, flèche: <ArrowRight /> };

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Récompenser', onClick: fn() },
  parameters: { localizedArgs: { en: { children: 'Reward' } } },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    startIcon: { control: 'select', options: Object.keys(icons), mapping: icons },
    endIcon: { control: 'select', options: Object.keys(icons), mapping: icons },
    as: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', isLoading: false, disabled: false },
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Récompenser' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Annuler' },
  parameters: { localizedArgs: { en: { children: 'Cancel' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Annuler' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Supprimer la récompense' },
  parameters: { localizedArgs: { en: { children: 'Delete the reward' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Supprimer la récompense' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Plus tard' },
  parameters: { localizedArgs: { en: { children: 'Later' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Plus tard' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** An action that reads as a text link but stays a button (it does not navigate). */
export const LinkVariant: Story = {
  name: 'Link',
  args: { variant: 'link', children: 'Voir le détail' },
  parameters: { localizedArgs: { en: { children: 'See the details' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir le détail' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(button.getBoundingClientRect().height).toBe(32);
  },
};

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(button.getBoundingClientRect().height).toBe(40);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(button.getBoundingClientRect().height).toBe(48);
  },
};

export const WithIcons: Story = {
  args: { children: 'Ajouter une récompense', startIcon: <Plus />, endIcon: <ArrowRight /> },
  parameters: { localizedArgs: { en: { children: 'Add a reward' } } },
  play: async ({ args, canvasElement }) => {
    // The icons are decorative: the name is the label alone.
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter une récompense' });
    await expect(button.querySelectorAll('svg')).toHaveLength(2);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While the action runs: a spinner over the kept label, `aria-busy`, and clicks ignored. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The label keeps its place, so the button does not shrink around the spinner.
    const label = within(button).getByText('Récompenser');
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(label.getBoundingClientRect().width);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // It keeps the focus, unlike a natively disabled button.
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Rendered as a link with `as`: here a plain `a`; the dashboard passes react-router's `Link`
 * (`<Button as={Link} to="/rewards">`).
 */
export const AsLink: Story = {
  args: { children: 'Voir les récompenses' },
  parameters: { localizedArgs: { en: { children: 'See the rewards' } } },
  render: ({ children, variant, size, startIcon, endIcon }) => (
    <Button as="a" href="#" variant={variant} size={size} startIcon={startIcon} endIcon={endIcon}>
      {children}
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir les récompenses' });
    await expect(link).toHaveAttribute('href', '#');
    await expect(link).not.toHaveAttribute('type');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reward' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SPINNER_SIZES, Spinner } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  args: { label: 'Chargement des récompenses' },
  parameters: { localizedArgs: { en: { label: 'Loading rewards' } } },
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Chargement des récompenses' });
    await expect(status).toBeVisible();
  },
};

export const Playground: Story = {
  args: { size: 'md' },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Chargement des récompenses' });
    await expect(status.getBoundingClientRect().width).toBe(16);
  },
};

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Chargement des récompenses' });
    await expect(status.getBoundingClientRect().width).toBe(24);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Chargement des récompenses' });
    await expect(status.getBoundingClientRect().width).toBe(32);
  },
};

/** Without a label the spinner is decorative: the element around it says that it is busy. */
export const Decorative: Story = {
  render: ({ size }) => <Spinner size={size} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  },
};

/** Under `prefers-reduced-motion: reduce` the ring stops turning and stays a still arc. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    if (!svg) throw new Error('The spinner draws no svg');
    const reducedMotionRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && svg.matches(rule.selectorText));
    await expect(reducedMotionRules.map((rule) => rule.style.animationName)).toContain('none');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading rewards' })).toBeVisible();
  },
};

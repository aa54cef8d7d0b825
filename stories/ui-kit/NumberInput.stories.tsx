import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, NumberInput } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/NumberInput',
  component: NumberInput,
  args: { label: 'Mentions J’aime minimum', onChange: fn(), onBlur: fn() },
  parameters: { localizedArgs: { en: { label: 'Minimum likes' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Mentions J’aime minimum' });
    await expect(input).toHaveAttribute('type', 'number');
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('step', '1');
    await userEvent.type(input, '150');
    await expect(input).toHaveValue(150);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', isRequired: false, disabled: false, min: 0, max: 1000, step: 1 },
};

/** With `min` 0 (SPEC §5: filter ranges are numbers of at least 0), no value under 0 gets in. */
export const RefusesBelowMin: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Mentions J’aime minimum' });

    await step("'-' cannot be typed: '-1' gives 1", async () => {
      await userEvent.type(input, '-1');
      await expect(input).toHaveValue(1);
      await expect(args.onChange).toHaveBeenCalledOnce();
    });

    await step('ArrowDown stops at 0', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveValue(0);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(input).toHaveValue(0);
      await expect(input).toBeValid();
      // The form heard the step to 0 (a change event), and nothing for the refused steps.
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });

    await step('a pasted -5 is raised to 0 when the field is left', async () => {
      await userEvent.clear(input);
      await userEvent.paste('-5');
      await expect(input).toHaveValue(-5);
      await userEvent.tab();
      await expect(input).toHaveValue(0);
      await expect(input).toBeValid();
      await expect(args.onBlur).toHaveBeenCalled();
    });
  },
};

/** ArrowUp and ArrowDown step by `step` and stop at `max`. */
export const StepsWithinBounds: Story = {
  args: { label: 'Pourcentage de réduction', min: 0, max: 100, step: 5, defaultValue: 90 },
  parameters: { localizedArgs: { en: { label: 'Discount percentage' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Pourcentage de réduction' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(95);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue(100);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue(95);
  },
};

export const WithError: Story = {
  args: { defaultValue: 0, error: 'La quantité ne peut pas être négative.' },
  parameters: { localizedArgs: { en: { error: 'The quantity cannot be negative.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Mentions J’aime minimum' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('La quantité ne peut pas être négative.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Mentions J’aime minimum' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 150 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Mentions J’aime minimum' });
    await expect(input).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, SPACE_STEPS, STACK_ALIGNS, Stack } from '@merci/ui-kit';

const french = ['Publication du 12 mars', 'Publication du 14 mars', 'Publication du 20 mars'] as const;
const english = ['Post of 12 March', 'Post of 14 March', 'Post of 20 March'] as const;

const cards = (labels: readonly string[]) => labels.map((label) => <Card key={label}>{label}</Card>);
const listItems = (labels: readonly string[]) =>
  labels.map((label) => (
    <Card as="li" key={label}>
      {label}
    </Card>
  ));

/** Where an item is drawn, found by its text. */
const boxOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).getBoundingClientRect();

/** The three items on screen, in order. */
const boxesOf = (canvasElement: HTMLElement) => french.map((label) => boxOf(canvasElement, label));

/** Where the stack itself is drawn: the story's root element. */
function stackBoxOf(canvasElement: HTMLElement): DOMRect {
  const stack = canvasElement.firstElementChild;
  if (!stack) throw new Error('The story rendered nothing.');
  return stack.getBoundingClientRect();
}

const meta = {
  title: 'ui-kit/Stack',
  component: Stack,
  args: { children: cards(french) },
  parameters: { localizedArgs: { en: { children: cards(english) } } },
  argTypes: {
    gap: { control: 'select', options: SPACE_STEPS },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = boxOf(canvasElement, french[0]);
    const second = boxOf(canvasElement, french[1]);
    const third = boxOf(canvasElement, french[2]);
    // One above the other, 16 px apart (gap 4), each as wide as the stack.
    await expect(second.top - first.bottom).toBeCloseTo(16, 0);
    await expect(third.top - second.bottom).toBeCloseTo(16, 0);
    await expect(first.left).toBeCloseTo(stackBoxOf(canvasElement).left, 0);
    await expect(first.width).toBeCloseTo(stackBoxOf(canvasElement).width, 0);
  },
};

export const Playground: Story = {
  args: { gap: 4, align: 'stretch' },
};

export const LargeGap: Story = {
  args: { gap: 7 },
  play: async ({ canvasElement }) => {
    const first = boxOf(canvasElement, french[0]);
    const second = boxOf(canvasElement, french[1]);
    await expect(second.top - first.bottom).toBeCloseTo(32, 0);
  },
};

export const AlignedStart: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const stack = stackBoxOf(canvasElement);
    for (const item of boxesOf(canvasElement)) {
      await expect(item.left).toBeCloseTo(stack.left, 0);
      await expect(item.width).toBeLessThan(stack.width);
    }
  },
};

export const AlignedCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = stackBoxOf(canvasElement);
    for (const item of boxesOf(canvasElement)) {
      await expect(item.left + item.width / 2).toBeCloseTo(stack.left + stack.width / 2, 0);
      await expect(item.width).toBeLessThan(stack.width);
    }
  },
};

export const AlignedEnd: Story = {
  args: { align: 'end' },
  play: async ({ canvasElement }) => {
    const stack = stackBoxOf(canvasElement);
    for (const item of boxesOf(canvasElement)) {
      await expect(item.right).toBeCloseTo(stack.right, 0);
      await expect(item.width).toBeLessThan(stack.width);
    }
  },
};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Publications récentes', children: listItems(french) },
  parameters: {
    localizedArgs: { en: { 'aria-label': 'Recent posts', children: listItems(english) } },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Publications récentes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, INLINE_ALIGNS, INLINE_JUSTIFIES, INLINE_WRAPS, Inline, SPACE_STEPS } from '@merci/ui-kit';

const french = ['Réduction', 'Code Promo', "Bon d'achat", 'Autre'] as const;
const english = ['Discount', 'Promo code', 'Voucher', 'Other'] as const;
const manyFrench = [...french, 'Livraison offerte', 'Cadeau surprise', 'Invitation VIP'];
const manyEnglish = [...english, 'Free delivery', 'Surprise gift', 'VIP invitation'];

const chips = (labels: readonly string[]) =>
  labels.map((label) => (
    <Box key={label} background="muted" paddingBlock={1} paddingInline={3}>
      {label}
    </Box>
  ));

/** Where an item is drawn, found by its text. */
const boxOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).getBoundingClientRect();

/** The items on screen, in order. */
const boxesOf = (canvasElement: HTMLElement, labels: readonly string[]) =>
  labels.map((label) => boxOf(canvasElement, label));

/** Where the row is drawn: the story's root element (or the narrow column around it). */
function rootBoxOf(canvasElement: HTMLElement): DOMRect {
  const root = canvasElement.firstElementChild;
  if (!root) throw new Error('The story rendered nothing.');
  return root.getBoundingClientRect();
}

/** Number of distinct rows the items sit on (centred items of one row share their middle). */
const rowsOf = (boxes: DOMRect[]) => new Set(boxes.map((box) => Math.round(box.top + box.height / 2))).size;

const meta = {
  title: 'ui-kit/Inline',
  component: Inline,
  args: { children: chips(french) },
  parameters: { localizedArgs: { en: { children: chips(english) } } },
  argTypes: {
    gap: { control: 'select', options: SPACE_STEPS },
    align: { control: 'inline-radio', options: INLINE_ALIGNS },
    justify: { control: 'inline-radio', options: INLINE_JUSTIFIES },
    wrap: { control: 'inline-radio', options: INLINE_WRAPS },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A narrow column (20rem), to show what happens when the row is full. */
const narrow: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ maxWidth: '20rem' }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Side by side on one row, 8 px apart (gap 2), from the left edge.
    await expect(rowsOf(boxesOf(canvasElement, french))).toBe(1);
    const first = boxOf(canvasElement, french[0]);
    await expect(boxOf(canvasElement, french[1]).left - first.right).toBeCloseTo(8, 0);
    await expect(first.left).toBeCloseTo(rootBoxOf(canvasElement).left, 0);
  },
};

export const Playground: Story = {
  args: { gap: 2, align: 'center', justify: 'start', wrap: 'wrap' },
};

export const JustifiedBetween: Story = {
  args: { justify: 'between' },
  play: async ({ canvasElement }) => {
    const row = rootBoxOf(canvasElement);
    const [first, last] = [boxOf(canvasElement, french[0]), boxOf(canvasElement, french[3])] as const;
    await expect(first.left).toBeCloseTo(row.left, 0);
    await expect(last.right).toBeCloseTo(row.right, 0);
  },
};

export const JustifiedEnd: Story = {
  args: { justify: 'end' },
  play: async ({ canvasElement }) => {
    const row = rootBoxOf(canvasElement);
    const [first, last] = [boxOf(canvasElement, french[0]), boxOf(canvasElement, french[3])] as const;
    await expect(last.right).toBeCloseTo(row.right, 0);
    await expect(first.left).toBeGreaterThan(row.left);
  },
};

export const Centered: Story = {
  args: { justify: 'center' },
  play: async ({ canvasElement }) => {
    const row = rootBoxOf(canvasElement);
    const [first, last] = [boxOf(canvasElement, french[0]), boxOf(canvasElement, french[3])] as const;
    await expect(first.left - row.left).toBeCloseTo(row.right - last.right, 0);
  },
};

export const AlignedStart: Story = {
  args: {
    align: 'start',
    children: [
      ...chips(french.slice(0, 3)),
      <Box key="tall" background="muted" padding={5}>
        {french[3]}
      </Box>,
    ],
  },
  parameters: {
    localizedArgs: {
      en: {
        children: [
          ...chips(english.slice(0, 3)),
          <Box key="tall" background="muted" padding={5}>
            {english[3]}
          </Box>,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement, french.slice(0, 3));
    const tall = boxOf(canvasElement, french[3]);
    // Tops line up although the last item is taller.
    for (const box of boxes) await expect(box.top).toBeCloseTo(tall.top, 0);
    await expect(tall.height).toBeGreaterThan(boxOf(canvasElement, french[0]).height);
  },
};

export const Wrapping: Story = {
  args: { wrap: 'wrap', children: chips(manyFrench) },
  parameters: { localizedArgs: { en: { children: chips(manyEnglish) } } },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    // Seven chips do not fit in 20rem: they continue on the next rows, inside the column.
    const boxes = boxesOf(canvasElement, manyFrench);
    await expect(rowsOf(boxes)).toBeGreaterThan(1);
    const column = rootBoxOf(canvasElement);
    for (const box of boxes) await expect(box.right).toBeLessThanOrEqual(column.right + 0.5);
  },
};

/** The same seven chips with `nowrap`: they stay on one row and shrink instead. */
export const NoWrap: Story = {
  args: { wrap: 'nowrap', children: chips(manyFrench) },
  parameters: { localizedArgs: { en: { children: chips(manyEnglish) } } },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    await expect(rowsOf(boxesOf(canvasElement, manyFrench))).toBe(1);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Types de récompense',
    children: french.map((label) => (
      <Box as="li" key={label} background="muted" paddingBlock={1} paddingInline={3}>
        {label}
      </Box>
    )),
  },
  parameters: {
    localizedArgs: {
      en: {
        'aria-label': 'Reward types',
        children: english.map((label) => (
          <Box as="li" key={label} background="muted" paddingBlock={1} paddingInline={3}>
            {label}
          </Box>
        )),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Types de récompense' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { FILTER_DEBOUNCE_MS } from '@merci/domain';
import { FilterBar, type FilterBarProps, type FilterBarValue } from '@merci/ui-kit';

/** Longer than the debounce (500 ms), so that a debounced change has had time to come. */
const afterDebounce = () => new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS + 200));

const noFilter: FilterBarValue = { type: null, likeMin: null, likeMax: null };

const english = {
  typeLabel: 'Content type',
  allLabel: 'All',
  minLabel: 'Min. likes',
  maxLabel: 'Max. likes',
  resetLabel: 'Reset',
  rangeErrorLabel: 'The maximum must be greater than or equal to the minimum.',
  typeOptions: [
    { value: 'ad', label: 'Ad' },
    { value: 'feed', label: 'Post' },
    { value: 'story', label: 'Story' },
    { value: 'reels', label: 'Reels' },
  ],
} satisfies Partial<FilterBarProps>;

/** The bar as the contents list uses it: the applied filter lives in the page's state. */
function ControlledFilterBar({ value, onChange, ...props }: FilterBarProps) {
  const [applied, setApplied] = useState(value ?? noFilter);
  return (
    <FilterBar
      {...props}
      value={applied}
      onChange={(change) => {
        setApplied(change.value);
        onChange?.(change);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/FilterBar',
  component: FilterBar,
  args: {
    typeLabel: 'Type de contenu',
    allLabel: 'Tous',
    minLabel: 'J’aime minimum',
    maxLabel: 'J’aime maximum',
    resetLabel: 'Réinitialiser',
    rangeErrorLabel: 'Le maximum doit être supérieur ou égal au minimum.',
    typeOptions: [
      { value: 'ad', label: 'Publicité' },
      { value: 'feed', label: 'Publication' },
      { value: 'story', label: 'Story' },
      { value: 'reels', label: 'Reels' },
    ],
    onChange: fn(),
  },
  parameters: { localizedArgs: { en: english } },
  argTypes: {
    debounceMs: { control: { type: 'number', min: 0, step: 100 } },
    defaultValue: { control: false },
  },
  // A new `value` from the controls starts the bar afresh with it.
  render: (args) => <ControlledFilterBar key={JSON.stringify(args.value ?? noFilter)} {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet: 'all' types and an open like range. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type de contenu' })).toHaveDisplayValue('Tous');
    await expect(canvas.getByRole('spinbutton', { name: 'J’aime minimum' })).toHaveValue(null);
    await expect(canvas.getByRole('spinbutton', { name: 'J’aime maximum' })).toHaveValue(null);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Typing '1', '2', '0' quickly in the minimum calls `onChange` once, 500 ms after the last
 * keystroke, with 120; nothing is called while typing.
 */
export const TypingIsDebounced: Story = {
  play: async ({ args, canvasElement }) => {
    const min = within(canvasElement).getByRole('spinbutton', { name: 'J’aime minimum' });

    await userEvent.type(min, '120');
    await expect(min).toHaveValue(120);
    await expect(args.onChange).toHaveBeenCalledTimes(0);

    await afterDebounce();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      value: { type: null, likeMin: 120, likeMax: null },
    });
  },
};

const reelsFrom100To2000: FilterBarValue = { type: 'reels', likeMin: 100, likeMax: 2000 };

/** Reels with 100 to 2,000 likes, on a wide screen (lg) where the fields sit in one row. */
export const WithValues: Story = {
  args: { value: reelsFrom100To2000 },
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', { name: 'Type de contenu' });
    const min = canvas.getByRole('spinbutton', { name: 'J’aime minimum' });
    const max = canvas.getByRole('spinbutton', { name: 'J’aime maximum' });
    const reset = canvas.getByRole('button', { name: 'Réinitialiser' });

    await expect(type).toHaveDisplayValue('Reels');
    await expect(min).toHaveValue(100);
    await expect(max).toHaveValue(2000);
    const row = min.getBoundingClientRect();
    await expect(type.getBoundingClientRect().top).toBeCloseTo(row.top, 0);
    await expect(max.getBoundingClientRect().top).toBeCloseTo(row.top, 0);
    await expect(reset.getBoundingClientRect().top).toBeCloseTo(row.top, 0);
    await expect(max.getBoundingClientRect().left).toBeGreaterThan(row.right);
  },
};

/**
 * Reset clears every field and calls `onChange` at once with every field null, dropping a change
 * still waiting for its 500 ms.
 */
export const Reset: Story = {
  args: { value: reelsFrom100To2000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('spinbutton', { name: 'J’aime minimum' });

    await userEvent.type(min, '5');
    await expect(min).toHaveValue(1005);
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      value: { type: null, likeMin: null, likeMax: null },
    });
    await expect(canvas.getByRole('combobox', { name: 'Type de contenu' })).toHaveDisplayValue('Tous');
    await expect(min).toHaveValue(null);
    await expect(canvas.getByRole('spinbutton', { name: 'J’aime maximum' })).toHaveValue(null);

    await afterDebounce();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * The like inputs take whole numbers of at least 0: the '-' of '-1' is ignored (the field keeps
 * '1'), and so is an exponent 'e'; the arrow keys stop at 0. `onChange` never receives a negative
 * or a non-number.
 */
export const RejectsNegative: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('spinbutton', { name: 'J’aime minimum' });
    const max = canvas.getByRole('spinbutton', { name: 'J’aime maximum' });

    await userEvent.type(min, '-1');
    await expect(min).toHaveValue(1);
    await userEvent.type(max, 'e5');
    await expect(max).toHaveValue(5);
    // The arrow keys step down to 0 and stop there.
    await userEvent.click(min);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(min).toHaveValue(0);

    await afterDebounce();
    const onChange = mocked(args.onChange as NonNullable<FilterBarProps['onChange']>);
    const emitted = onChange.mock.calls.map(([change]) => change.value);
    await expect(emitted.length).toBeGreaterThan(0);
    for (const value of emitted) {
      for (const count of [value.likeMin, value.likeMax]) {
        await expect(count === null || (Number.isInteger(count) && count >= 0)).toBe(true);
      }
    }
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { type: null, likeMin: 0, likeMax: 5 },
    });
  },
};

/** Choosing a type is applied at once (not debounced: it is one deliberate choice, not typing). */
export const ChoosingAType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type de contenu' }), 'Reels');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      value: { type: 'reels', likeMin: null, likeMax: null },
    });

    await afterDebounce();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** On a phone (xs) the same fields stack at full width; nothing is duplicated for small screens. */
export const Narrow: Story = {
  args: { value: { type: 'feed', likeMin: 50, likeMax: null } },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [
      canvas.getByRole('combobox', { name: 'Type de contenu' }),
      canvas.getByRole('spinbutton', { name: 'J’aime minimum' }),
      canvas.getByRole('spinbutton', { name: 'J’aime maximum' }),
      canvas.getByRole('button', { name: 'Réinitialiser' }),
    ];
    const boxes = controls.map((control) => control.getBoundingClientRect());
    for (const [index, box] of boxes.entries()) {
      const previous = boxes[index - 1];
      if (previous) await expect(box.top).toBeGreaterThanOrEqual(previous.bottom);
      await expect(box.left).toBeCloseTo(boxes[0]?.left ?? 0, 0);
      await expect(box.width).toBeCloseTo(boxes[0]?.width ?? 0, 0);
    }
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(2);
  },
};

/**
 * A minimum above the maximum (2 000 to 100) is said under the maximum and never applied; once
 * corrected, the range is applied as usual; made wrong again, it is said again.
 */
export const RangeError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('spinbutton', { name: 'J’aime minimum' });
    const max = canvas.getByRole('spinbutton', { name: 'J’aime maximum' });

    await userEvent.type(min, '2000');
    await userEvent.type(max, '100{Enter}');
    await afterDebounce();
    await expect(max).toHaveAccessibleDescription('Le maximum doit être supérieur ou égal au minimum.');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    // Typed before the minimum's 500 ms had passed: neither the minimum nor the range was applied.
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.type(max, '00');
    await afterDebounce();
    await expect(max).not.toHaveAccessibleDescription();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { type: null, likeMin: 2000, likeMax: 10000 },
    });

    // Back to 100: the message again (the picture), and 10 000 stays the range applied.
    await userEvent.type(max, '{Backspace}{Backspace}');
    await afterDebounce();
    await expect(max).toHaveAccessibleDescription('Le maximum doit être supérieur ou égal au minimum.');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a phone with a `toggleLabel`, the fields wait behind a 'Filtres (2)' button that says how many
 * filters are applied; from `md` the button is gone and the fields show.
 */
export const PhoneClosed: Story = {
  args: { value: { type: 'feed', likeMin: 50, likeMax: null }, toggleLabel: 'Filtres (2)' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filtres (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('combobox', { name: 'Type de contenu' })).not.toBeInTheDocument();
  },
};

/** The same bar once the button is tapped: the fields stacked under it, the button expanded. */
export const PhoneOpen: Story = {
  args: PhoneClosed.args,
  globals: PhoneClosed.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filtres (2)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Type de contenu' })).toHaveDisplayValue('Publication');
    await expect(canvas.getByRole('spinbutton', { name: 'J’aime minimum' })).toHaveValue(50);
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('combobox', { name: 'Type de contenu' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
  },
};

/**
 * With `leading` (the page's title), the 'Filtres' button sits on the title's row on a phone
 * rather than on a row of its own; the fields open under both, and the title is not part of the
 * search landmark.
 */
export const PhoneWithLeading: Story = {
  args: {
    'aria-label': 'Filtres des contenus',
    toggleLabel: 'Filtres',
    leading: <h1 style={{ margin: 0, fontSize: '1.375rem' }}>Contenus Instagram</h1>,
  },
  globals: PhoneClosed.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Contenus Instagram' });
    const toggle = canvas.getByRole('button', { name: 'Filtres' });
    const titleBox = title.getBoundingClientRect();
    const toggleBox = toggle.getBoundingClientRect();
    // One row: the button beside the title, not under it.
    await expect(toggleBox.top).toBeLessThan(titleBox.bottom);
    await expect(toggleBox.left).toBeGreaterThan(titleBox.right);
    await userEvent.click(toggle);
    const search = canvas.getByRole('search', { name: 'Filtres des contenus' });
    await expect(within(search).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(search).getByRole('combobox', { name: 'Type de contenu' })).toBeVisible();
    await expect(search.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      toggle.getBoundingClientRect().bottom,
    );
  },
};

/** With a `toggleLabel` on a wide screen, no button: the fields are always in their row. */
export const DesktopWithToggle: Story = {
  args: { value: reelsFrom100To2000, toggleLabel: 'Filtres (3)' },
  globals: { viewport: { value: 'xxl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Filtres (3)' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Type de contenu' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: { type: null, likeMin: 10, likeMax: 500 }, debounceMs: FILTER_DEBOUNCE_MS },
};

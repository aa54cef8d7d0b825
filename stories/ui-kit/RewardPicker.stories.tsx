import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAGE_SIZE } from '@merci/domain';
import { RewardPicker, type RewardPickerProps } from '@merci/ui-kit';
import { pickerRewards } from './rewardFixtures';

/** Reward 5 (20 % online) gives each ambassador a single-use code made in the online store. */
const withUniqueCodes = (rewards: RewardPickerProps['rewards']) =>
  rewards.map((reward) => (reward.id === 5 ? { ...reward, hasUniqueCodes: true } : reward));

const english = {
  label: 'Available rewards',
  loadMoreLabel: 'Show more',
  uniqueCodeLabel: 'Unique code',
  emptyMessage: 'No reward available. Create one in Rewards.',
} satisfies Partial<RewardPickerProps>;

/** The picker as the assign form uses it: the chosen id lives in the form's state. */
function ControlledRewardPicker({ value, onChange, ...props }: RewardPickerProps) {
  const [chosen, setChosen] = useState(value ?? null);
  return (
    <RewardPicker
      {...props}
      value={chosen}
      onChange={(change) => {
        setChosen(change.value);
        onChange?.(change);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/RewardPicker',
  component: RewardPicker,
  args: {
    rewards: pickerRewards('fr', 6),
    label: 'Récompenses disponibles',
    loadMoreLabel: 'Voir plus',
    uniqueCodeLabel: 'Code unique',
    emptyMessage: 'Aucune récompense disponible. Créez-en une dans Récompenses.',
    onChange: fn(),
    onLoadMore: fn(),
  },
  parameters: { localizedArgs: { en: { ...english, rewards: pickerRewards('en', 6) } } },
  argTypes: {
    value: { control: 'select', options: [null, ...pickerRewards('fr', 14).map((reward) => reward.id)] },
    defaultValue: { control: false },
    rewards: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  // A new `value` from the controls starts the picker afresh with it.
  render: (args) => <ControlledRewardPicker key={String(args.value)} {...args} />,
} satisfies Meta<typeof RewardPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/** Six rewards, none chosen yet: one tab stop, on the first card. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Récompenses disponibles' })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(6);
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    // The radio's name is its card: type, value, full description, validity, quantity left.
    await expect(radios[0]).toHaveAccessibleName(/^Réduction 15.%.Soldes d’hiver Du 01\/11\/2026/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Like native radios: Tab reaches the first card only; Space chooses it, the arrow keys move to
 * and choose the next or previous card (wrapping), Tab leaves the group.
 */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement, step }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    const [first, second, , , , last] = radios;
    if (!first || !second || !last) throw new Error('six radios expected');

    await step('Tab focuses the first card, not yet chosen', async () => {
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await expect(first).toHaveAttribute('aria-checked', 'false');
    });

    await step('Space chooses the focused card', async () => {
      await userEvent.keyboard(' ');
      await expect(first).toHaveAttribute('aria-checked', 'true');
      await expect(args.onChange).toHaveBeenLastCalledWith({ value: 1 });
    });

    await step('ArrowDown moves to the second card and chooses it', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(second).toHaveFocus();
      await expect(second).toHaveAttribute('aria-checked', 'true');
      await expect(first).toHaveAttribute('aria-checked', 'false');
      await expect(args.onChange).toHaveBeenLastCalledWith({ value: 2 });
      await expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1]);
    });

    await step('ArrowUp twice wraps from the first card to the last', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(last).toHaveFocus();
      await expect(last).toHaveAttribute('aria-checked', 'true');
      await expect(args.onChange).toHaveBeenLastCalledWith({ value: 6 });
      await expect(args.onChange).toHaveBeenCalledTimes(4);
    });

    await step('Tab leaves the group; Shift+Tab comes back to the chosen card', async () => {
      await userEvent.tab();
      await expect(focused(canvasElement)?.getAttribute('role')).not.toBe('radio');
      await userEvent.tab({ shift: true });
      await expect(last).toHaveFocus();
    });
  },
};

/** A click chooses a card; clicking the chosen one again changes nothing. */
export const ClickToSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fourth = canvas.getAllByRole('radio')[3];
    if (!fourth) throw new Error('a fourth radio expected');
    await userEvent.click(fourth);
    await expect(fourth).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getAllByRole('radio', { checked: true })).toEqual([fourth]);
    await expect(args.onChange).toHaveBeenCalledWith({ value: 4 });
    await userEvent.click(fourth);
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** A reward already chosen: it is the checked card and the group's tab stop. */
export const WithSelection: Story = {
  args: { value: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('radio', { checked: true });
    await expect(chosen).toHaveAccessibleName(/Bon boutique/);
    await expect(chosen).toHaveAttribute('tabindex', '0');
    await userEvent.click(chosen);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A reward whose codes the online store makes, one per ambassador: its card carries the
 * 'Code unique' badge, read with the rest of the card by a screen reader; the others have none.
 */
export const UniqueCodes: Story = {
  args: { rewards: withUniqueCodes(pickerRewards('fr', 6)) },
  parameters: { localizedArgs: { en: { rewards: withUniqueCodes(pickerRewards('en', 6)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unique = canvas.getByRole('radio', { name: /Livraison offerte/ });
    await expect(within(unique).getByText('Code unique')).toBeVisible();
    await expect(unique).toHaveAccessibleName(/^Réduction Code unique 20.%/);
    const shared = canvas.getByRole('radio', { name: /Soldes d’hiver/ });
    await expect(within(shared).queryByText('Code unique')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Code unique')).toHaveLength(1);
  },
};

/** The same in English, from the locale's texts. */
export const UniqueCodesInEnglish: Story = {
  ...UniqueCodes,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unique = canvas.getByRole('radio', { name: /Free delivery/ });
    await expect(within(unique).getByText('Unique code')).toBeVisible();
    await expect(canvas.getAllByText('Unique code')).toHaveLength(1);
  },
};

/** Ten rewards: the list grows with the page, with no scroll box of its own. */
export const TenRewardsInThePage: Story = {
  args: { rewards: pickerRewards('fr', 10) },
  parameters: { localizedArgs: { en: { rewards: pickerRewards('en', 10) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('radiogroup', { name: 'Récompenses disponibles' });
    await expect(canvas.getAllByRole('radio')).toHaveLength(PAGE_SIZE.default);
    await expect(getComputedStyle(list).overflowY).toBe('visible');
    await expect(list.scrollHeight).toBe(list.clientHeight);
    await expect(canvas.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  },
};

/** A first page of ten while the server holds more: 'load more' asks for page 2. */
export const WithLoadMore: Story = {
  args: { rewards: pickerRewards('fr', 10), hasMore: true },
  parameters: { localizedArgs: { en: { rewards: pickerRewards('en', 10) } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(args.onLoadMore).toHaveBeenCalledWith({ page: 2 });
  },
};

/** The next page on its way: the button spins and ignores clicks. */
export const LoadingMore: Story = {
  args: { rewards: pickerRewards('fr', 10), hasMore: true, isLoadingMore: true },
  parameters: { localizedArgs: { en: { rewards: pickerRewards('en', 10) } } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Voir plus' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Fourteen rewards already loaded: ten show, 'load more' shows the other four without a fetch. */
export const PagedLocally: Story = {
  args: { rewards: pickerRewards('fr', 14) },
  parameters: { localizedArgs: { en: { rewards: pickerRewards('en', 14) } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(canvas.getAllByRole('radio')).toHaveLength(14);
    await expect(canvas.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page is loading: skeleton cards in a busy group, nothing to choose yet. */
export const Loading: Story = {
  args: { isLoading: true, rewards: [] },
  parameters: { localizedArgs: { en: { rewards: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Récompenses disponibles' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(
      canvas.queryByText('Aucune récompense disponible. Créez-en une dans Récompenses.'),
    ).toBeNull();
  },
};

/** No valid configured reward: the message instead of the list. */
export const Empty: Story = {
  args: { rewards: [], hasMore: false },
  parameters: { localizedArgs: { en: { rewards: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Aucune récompense disponible. Créez-en une dans Récompenses.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    rewards: pickerRewards('fr', 12),
    value: null,
    pageSize: PAGE_SIZE.default,
    hasMore: false,
    isLoading: false,
    isLoadingMore: false,
  },
  parameters: { localizedArgs: { en: { rewards: pickerRewards('en', 12) } } },
};

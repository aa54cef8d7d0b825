import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from '@merci/ui-kit';

const authorTabs: TabItem[] = [
  { id: 'contents', label: 'Contenus', content: <p>12 publications mentionnent votre boutique.</p> },
  { id: 'rewards', label: 'Récompenses', content: <p>3 récompenses attribuées à @lea.cuisine.</p> },
  {
    id: 'metrics',
    label: 'Statistiques',
    content: <p>En moyenne 245,50 mentions J’aime par publication.</p>,
  },
];

const authorTabsEn: TabItem[] = [
  { id: 'contents', label: 'Contents', content: <p>12 posts mention your shop.</p> },
  { id: 'rewards', label: 'Rewards', content: <p>3 rewards given to @lea.cuisine.</p> },
  { id: 'metrics', label: 'Metrics', content: <p>245.50 likes per post on average.</p> },
];

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: { items: authorTabs, label: 'Auteur @lea.cuisine', onSelectedIdChange: fn() },
  parameters: { localizedArgs: { en: { items: authorTabsEn, label: 'Author @lea.cuisine' } } },
  argTypes: {
    label: { control: 'text' },
    selectedId: { control: 'inline-radio', options: authorTabs.map((item) => item.id) },
    defaultSelectedId: { control: 'inline-radio', options: authorTabs.map((item) => item.id) },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Auteur @lea.cuisine' })).toBeVisible();
    const contents = canvas.getByRole('tab', { name: 'Contenus' });
    await expect(contents).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Contenus' })).toHaveTextContent('12 publications');

    await step('arrow keys move to the next tab and show its panel', async () => {
      await userEvent.click(contents);
      await userEvent.keyboard('{ArrowRight}');
      const rewards = canvas.getByRole('tab', { name: 'Récompenses' });
      await expect(rewards).toHaveFocus();
      await expect(rewards).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Récompenses' })).toHaveTextContent('3 récompenses');
      await expect(canvas.queryByText('12 publications mentionnent votre boutique.')).not.toBeInTheDocument();
      await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith({ selectedId: 'rewards' });
    });

    await step('ArrowLeft from the first tab wraps to the last, End and Home jump', async () => {
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'Statistiques' })).toHaveFocus();
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('245,50');
      await userEvent.keyboard('{Home}');
      await expect(contents).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'Statistiques' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

export const Playground: Story = {
  args: { defaultSelectedId: 'rewards' },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: { items: authorTabs.map((item) => (item.id === 'rewards' ? { ...item, disabled: true } : item)) },
  parameters: {
    localizedArgs: {
      en: { items: authorTabsEn.map((item) => (item.id === 'rewards' ? { ...item, disabled: true } : item)) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Récompenses' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Contenus' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Statistiques' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Controlled: the caller keeps the selected id and can change it from outside. */
export const Controlled: Story = {
  args: { selectedId: 'contents' },
  render: function ControlledTabs(args, { globals }) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <>
        <p>
          <button type="button" onClick={() => setSelectedId('metrics')}>
            {globals.locale === 'en' ? 'Show the metrics' : 'Voir les statistiques'}
          </button>
        </p>
        <Tabs
          {...args}
          selectedId={selectedId}
          onSelectedIdChange={(change) => {
            args.onSelectedIdChange?.(change);
            setSelectedId(change.selectedId);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les statistiques' }));
    await expect(canvas.getByRole('tab', { name: 'Statistiques' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Récompenses' }));
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith({ selectedId: 'rewards' });
    await expect(canvas.getByRole('tabpanel', { name: 'Récompenses' })).toBeVisible();
  },
};

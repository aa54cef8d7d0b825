import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RewardType } from '@merci/domain';
import { Card, Select, type SelectOption } from '@merci/ui-kit';

const rewardTypes = [
  { value: 'percent', label: 'Réduction' },
  { value: 'code', label: 'Code Promo' },
  { value: 'voucher', label: 'Bon d’achat' },
  { value: 'other', label: 'Autre' },
] as const satisfies readonly (SelectOption & { value: RewardType })[];

const rewardTypesEn = [
  { value: 'percent', label: 'Discount' },
  { value: 'code', label: 'Promo code' },
  { value: 'voucher', label: 'Voucher' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly (SelectOption & { value: RewardType })[];

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    label: 'Type de récompense',
    options: rewardTypes,
    placeholder: 'Choisir un type',
    defaultValue: '',
    onChange: fn(),
  },
  parameters: {
    localizedArgs: { en: { label: 'Reward type', options: rewardTypesEn, placeholder: 'Choose a type' } },
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Type de récompense' });
    // The placeholder shows first, with the empty value.
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choisir un type' })).toHaveProperty('selected', true);
    await userEvent.selectOptions(select, 'Code Promo');
    await expect(select).toHaveValue('code');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** The choices are on their way: the field keeps its size, cannot be used, a spinner turns. */
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Chargement des types…' },
  parameters: { localizedArgs: { en: { loadingLabel: 'Loading the types…' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Type de récompense' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Chargement des types…' })).toBeVisible();
    // Only the placeholder until the choices arrive.
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', isRequired: false, disabled: false },
};

/** The type filter of the contents list: 'Tous' is the placeholder, of value ''. */
export const AsFilter: Story = {
  args: {
    label: 'Type',
    placeholder: 'Tous',
    options: [
      { value: 'ad', label: 'Publicité' },
      { value: 'feed', label: 'Publication' },
      { value: 'story', label: 'Story' },
      { value: 'reels', label: 'Reels' },
    ],
  },
  parameters: {
    localizedArgs: {
      en: {
        label: 'Type',
        placeholder: 'All',
        options: [
          { value: 'ad', label: 'Ad' },
          { value: 'feed', label: 'Post' },
          { value: 'story', label: 'Story' },
          { value: 'reels', label: 'Reels' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Type' });
    await userEvent.selectOptions(select, 'Story');
    await expect(select).toHaveValue('story');
    // Back to all: the placeholder stays selectable.
    await userEvent.selectOptions(select, 'Tous');
    await expect(select).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { error: 'Un type est requis.' },
  parameters: { localizedArgs: { en: { error: 'A type is required.' } } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Type de récompense' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Un type est requis.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Type de récompense' });
    await expect(select).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'voucher' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Type de récompense' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('voucher');
  },
};

/** A type the shop does not allow is listed but cannot be chosen. */
export const WithDisabledOption: Story = {
  args: { options: rewardTypes.map((option) => ({ ...option, disabled: option.value === 'voucher' })) },
  parameters: {
    localizedArgs: {
      en: { options: rewardTypesEn.map((option) => ({ ...option, disabled: option.value === 'voucher' })) },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Bon d’achat' })).toBeDisabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Reward type' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Promo code' })).toBeInTheDocument();
  },
};

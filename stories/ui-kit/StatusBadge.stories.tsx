import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import {
  Icon,
  Inline,
  STATUS_BADGE_DEFAULT_TONES,
  STATUS_BADGE_STATUSES,
  STATUS_BADGE_TONES,
  StatusBadge,
  type StatusBadgeStatus,
  type StatusBadgeTone,
} from '@merci/ui-kit';
import { expectBadgeDot, expectBadgeIcon, expectBadgeTone } from './colourChecks';

const frenchLabels = {
  assigned: 'Attribuée',
  use_requested: 'Utilisation demandée',
  used: 'Utilisée',
  refused: 'Refusée',
  expired: 'Expirée',
  live: 'Active',
  inactive: 'Inactive',
  active: 'Active',
  sold_out: 'Épuisée',
} as const satisfies Record<StatusBadgeStatus, string>;
const englishLabels = {
  assigned: 'Assigned',
  use_requested: 'Use requested',
  used: 'Used',
  refused: 'Refused',
  expired: 'Expired',
  live: 'Live',
  inactive: 'Inactive',
  active: 'Active',
  sold_out: 'Sold out',
} as const satisfies Record<StatusBadgeStatus, string>;

/** The badge shows `label` in the colour pair of `tone`. */
const expectBadge = async (
  canvasElement: HTMLElement,
  label: string,
  tone: StatusBadgeTone,
  status?: StatusBadgeStatus,
) => {
  // Two statuses may share a label (an automation 'live' and a configured reward 'active').
  const badge =
    status === undefined
      ? within(canvasElement).getByText(label)
      : within(canvasElement)
          .getAllByText(label)
          .find((element) => element.closest(`[data-status="${status}"]`) !== null);
  if (!badge) throw new Error(`No badge '${label}' for the status ${String(status)}.`);
  await expectBadgeTone(badge, tone);
};

/** One story per status: its French label, its default tone, and its English label for the toolbar. */
const statusStory = (status: StatusBadgeStatus): Story => ({
  args: { status, label: frenchLabels[status] },
  parameters: { localizedArgs: { en: { label: englishLabels[status] } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, frenchLabels[status], STATUS_BADGE_DEFAULT_TONES[status], status);
  },
});

const icons = { aucune: undefined, horloge: <Icon name="clock" />, coche: <Icon name="check" /> };

const meta = {
  title: 'ui-kit/StatusBadge',
  component: StatusBadge,
  args: { status: 'used', label: frenchLabels.used },
  parameters: { localizedArgs: { en: { label: englishLabels.used } } },
  argTypes: {
    status: { control: 'select', options: STATUS_BADGE_STATUSES },
    tone: { control: 'inline-radio', options: STATUS_BADGE_TONES },
    label: { control: 'text' },
    icon: { control: 'select', options: Object.keys(icons), mapping: icons },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'Utilisée', 'success');
  },
};

export const Playground: Story = {
  args: { status: 'use_requested', label: frenchLabels.use_requested, hasDot: true },
  parameters: { localizedArgs: { en: { label: englishLabels.use_requested } } },
};

/** Reward given, not used yet: info. */
export const Assigned = statusStory('assigned');
/** The customer asked to use the reward; the merchant has to answer: warning. */
export const UseRequested = statusStory('use_requested');
/** Used: success. */
export const Used = statusStory('used');
/** The merchant refused the use: danger. */
export const Refused = statusStory('refused');
/** Past its validity: neutral. */
export const Expired = statusStory('expired');
/** A running automation: success. */
export const Live = statusStory('live');
/** A suspended automation: neutral. */
export const Inactive = statusStory('inactive');
/** A configured reward that can still be given: success. */
export const Active = statusStory('active');
/** A configured reward with no stock left: warning. */
export const SoldOut = statusStory('sold_out');

/** A dot before the label, e.g. for a live automation; decorative, the label says the state. */
export const WithDot: Story = {
  args: { status: 'live', label: frenchLabels.live, hasDot: true },
  parameters: { localizedArgs: { en: { label: englishLabels.live } } },
  play: async ({ canvasElement }) => {
    await expectBadgeDot(canvasElement, 'Active');
  },
};

/** An icon before the label, decorative like the dot. */
export const WithIcon: Story = {
  args: { status: 'use_requested', label: frenchLabels.use_requested, icon: <Icon name="clock" /> },
  parameters: { localizedArgs: { en: { label: englishLabels.use_requested } } },
  play: async ({ canvasElement }) => {
    await expectBadgeIcon(canvasElement, 'Utilisation demandée');
  },
};

/** `tone` overrides the status's own, e.g. an expired reward the dashboard wants to flag. */
export const ToneOverride: Story = {
  args: { status: 'expired', label: frenchLabels.expired, tone: 'danger' },
  parameters: { localizedArgs: { en: { label: englishLabels.expired } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'Expirée', 'danger');
  },
};

/** Every status with its default tone; labels follow the locale toolbar. */
export const AllStatuses: Story = {
  render: (_args, { globals }) => {
    const labels = globals.locale === 'en' ? englishLabels : frenchLabels;
    return (
      <Inline gap={2}>
        {STATUS_BADGE_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} label={labels[status]} hasDot={status === 'live'} />
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    for (const status of STATUS_BADGE_STATUSES) {
      await expectBadge(canvasElement, frenchLabels[status], STATUS_BADGE_DEFAULT_TONES[status], status);
    }
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'Used', 'success');
  },
};

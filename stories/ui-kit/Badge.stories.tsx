import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { BADGE_TONES, Badge, Icon, Inline, type BadgeTone } from '@merci/ui-kit';
import { expectBadgeDot, expectBadgeIcon, expectBadgeTone } from './colourChecks';

/** A label per tone, as the operator's console words an Instagram connection or a shop. */
const frenchLabels = {
  success: 'Connecté',
  danger: 'Suspendue',
  warning: 'À reconnecter',
  info: 'Nouvelle',
  neutral: 'Non connecté',
} as const satisfies Record<BadgeTone, string>;
const englishLabels = {
  success: 'Connected',
  danger: 'Suspended',
  warning: 'Needs reconnecting',
  info: 'New',
  neutral: 'Not connected',
} as const satisfies Record<BadgeTone, string>;

/** The badge shows `label` in the colour pair of `tone`. */
const expectBadge = async (canvasElement: HTMLElement, label: string, tone: BadgeTone) =>
  expectBadgeTone(within(canvasElement).getByText(label), tone);

const toneStory = (tone: BadgeTone): Story => ({
  args: { tone, label: frenchLabels[tone] },
  parameters: { localizedArgs: { en: { label: englishLabels[tone] } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, frenchLabels[tone], tone);
  },
});

const icons = { aucune: undefined, alerte: <Icon name="alert-triangle" />, coche: <Icon name="check" /> };

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { label: frenchLabels.neutral },
  parameters: { localizedArgs: { en: { label: englishLabels.neutral } } },
  argTypes: {
    tone: { control: 'inline-radio', options: BADGE_TONES },
    label: { control: 'text' },
    icon: { control: 'select', options: Object.keys(icons), mapping: icons },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a tone: neutral. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'Non connecté', 'neutral');
  },
};

export const Playground: Story = {
  args: { tone: 'warning', label: frenchLabels.warning, hasDot: true },
  parameters: { localizedArgs: { en: { label: englishLabels.warning } } },
};

/** A state that is fine: success. */
export const Success = toneStory('success');
/** A state to act on: warning. */
export const Warning = toneStory('warning');
/** A state that stops something: danger. */
export const Danger = toneStory('danger');
/** A state to know about: info. */
export const Info = toneStory('info');

/** A dot before the label; decorative, the label says the state. */
export const WithDot: Story = {
  args: { tone: 'success', label: frenchLabels.success, hasDot: true },
  parameters: { localizedArgs: { en: { label: englishLabels.success } } },
  play: async ({ canvasElement }) => {
    await expectBadgeDot(canvasElement, 'Connecté');
  },
};

/** An icon before the label, decorative like the dot. */
export const WithIcon: Story = {
  args: { tone: 'warning', label: frenchLabels.warning, icon: <Icon name="alert-triangle" /> },
  parameters: { localizedArgs: { en: { label: englishLabels.warning } } },
  play: async ({ canvasElement }) => {
    await expectBadgeIcon(canvasElement, 'À reconnecter');
  },
};

/** Every tone; labels follow the locale toolbar. */
export const AllTones: Story = {
  render: (_args, { globals }) => {
    const labels = globals.locale === 'en' ? englishLabels : frenchLabels;
    return (
      <Inline gap={2}>
        {BADGE_TONES.map((tone) => (
          <Badge key={tone} tone={tone} label={labels[tone]} />
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    for (const tone of BADGE_TONES) await expectBadge(canvasElement, frenchLabels[tone], tone);
  },
};

export const InEnglish: Story = {
  args: { tone: 'warning' },
  globals: { locale: 'en' },
  parameters: { localizedArgs: { en: { label: englishLabels.warning } } },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'Needs reconnecting', 'warning');
  },
};

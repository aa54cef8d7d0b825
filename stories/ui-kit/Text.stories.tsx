import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '@merci/tokens';
import {
  Box,
  type BoxBackground,
  Stack,
  TEXT_ELEMENTS,
  TEXT_SIZES,
  TEXT_TONES,
  TEXT_WEIGHTS,
  Text,
  type TextProps,
  type TextTone,
} from '@merci/ui-kit';
import { rgb } from './colourChecks';

/**
 * The surface each tone is drawn on, so that every story shows a pair of `contrastPairs`:
 * warning and info on their own surfaces, the others on the default surface.
 */
const surfaceOf = (tone: TextTone | undefined): BoxBackground =>
  tone === 'warning' || tone === 'info' ? tone : 'default';

const long =
  "@lea.martin a publié une story qui mentionne la boutique, avec un code promo de 15 % valable jusqu'au 31 mars sur toute la collection de printemps, livraison offerte.";
const longEnglish =
  '@lea.martin posted a story that mentions the shop, with a 15% promo code valid until 31 March on the whole spring collection, free delivery.';

const meta = {
  title: 'ui-kit/Text',
  component: Text,
  args: { children: 'Publiée le 12 mars 2025 par @lea.martin' },
  parameters: { localizedArgs: { en: { children: 'Posted on 12 March 2025 by @lea.martin' } } },
  argTypes: {
    tone: { control: 'select', options: TEXT_TONES },
    size: { control: 'inline-radio', options: TEXT_SIZES },
    weight: { control: 'inline-radio', options: TEXT_WEIGHTS },
    as: { control: 'select', options: TEXT_ELEMENTS },
    lineClamp: { control: { type: 'number', min: 1, max: 6 } },
  },
  decorators: [
    (Story, { args }) => (
      <Box background={surfaceOf(args.tone)} padding={4}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Publiée le 12 mars 2025 par @lea.martin');
    // Body text: 16 px, regular, in the colour of its surface.
    await expect(getComputedStyle(text).fontSize).toBe('16px');
    await expect(getComputedStyle(text).fontWeight).toBe(String(theme.font.weight.regular));
    await expect(getComputedStyle(text).color).toBe(rgb(theme.color.textDefault));
  },
};

export const Playground: Story = {
  args: { tone: 'default', size: 'md', weight: 'regular', as: 'p', isTruncated: false },
};

/** Each tone gets its token colour; the decorator puts it on the surface its pair is checked on. */
const toneStory = (tone: TextTone, token: keyof typeof theme.color): Story => ({
  args: { tone },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Publiée le 12 mars 2025 par @lea.martin');
    await expect(getComputedStyle(text).color).toBe(rgb(theme.color[token]));
  },
});

export const Muted = toneStory('muted', 'textMuted');
export const Success = toneStory('success', 'textSuccess');
export const Danger = toneStory('danger', 'textDanger');
export const Warning = toneStory('warning', 'textWarning');
export const Info = toneStory('info', 'textInfo');

/** One line per value of a scale, each checked against its token in the computed style. */
const scaleStory = <P extends 'size' | 'weight'>(
  prop: P,
  values: readonly NonNullable<TextProps[P]>[],
  expected: (value: NonNullable<TextProps[P]>, style: CSSStyleDeclaration) => [string, string],
): Story => ({
  render: (args) => (
    <Stack gap={2}>
      {values.map((value) => (
        <Text key={value} {...args} {...{ [prop]: value }}>
          {value} · {args.children}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const value of values) {
      const text = within(canvasElement).getByText(new RegExp(`^${value} ·`));
      const [actual, wanted] = expected(value, getComputedStyle(text));
      await expect(actual).toBe(wanted);
    }
  },
});

export const Sizes = scaleStory('size', TEXT_SIZES, (size, style) => [
  style.fontSize,
  `${parseFloat(theme.font.size[size]) * 16}px`,
]);

export const Weights = scaleStory('weight', TEXT_WEIGHTS, (weight, style) => [
  style.fontWeight,
  String(theme.font.weight[weight]),
]);

export const AsParagraph: Story = {
  args: { as: 'p' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publiée le 12 mars 2025 par @lea.martin').tagName).toBe(
      'P',
    );
  },
};

/** The long text in a column narrow enough to cut it, in both languages. */
const inNarrowColumn: Pick<Story, 'parameters' | 'decorators'> = {
  parameters: { localizedArgs: { en: { children: longEnglish } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** One line in a narrow column, cut with an ellipsis; the full text stays in the title. */
export const Truncated: Story = {
  args: { isTruncated: true, children: long },
  ...inNarrowColumn,
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(long);
    await expect(text).toHaveAttribute('title', long);
    const style = getComputedStyle(text);
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(style.whiteSpace).toBe('nowrap');
    // One line high, and the text is wider than what is shown.
    await expect(text.getBoundingClientRect().height).toBeLessThan(parseFloat(style.fontSize) * 2);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

/** Cut after two lines (`lineClamp={2}`), for a caption in a card. */
export const LineClamped: Story = {
  args: { lineClamp: 2, children: long },
  ...inNarrowColumn,
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(long);
    await expect(text).toHaveAttribute('title', long);
    const style = getComputedStyle(text);
    await expect(style.webkitLineClamp).toBe('2');
    // Exactly two lines are drawn; the rest is hidden.
    await expect(text.clientHeight).toBeCloseTo(parseFloat(style.lineHeight) * 2, 0);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Posted on 12 March 2025 by @lea.martin')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOME_IMAGE_SIZE_PX } from '@merci/domain';
import { Button, ImageGrid, type ImageGridItem } from '@merci/ui-kit';

/** A square picture drawn inline (no network): one flat colour with a pale disc. */
const square = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
      `<rect width="300" height="300" fill="${colour}"/>` +
      `<circle cx="150" cy="150" r="70" fill="#ffffff" fill-opacity="0.3"/></svg>`,
  )}`;

/** Author and colour of each of the 12 pictures. */
const fixtures = [
  ['lea.martin', '#5b3df5'],
  ['camille.style', '#f28db2'],
  ['julie_en_ville', '#3aa365'],
  ['nina.parisienne', '#e0a526'],
  ['sarah.b', '#2f6fed'],
  ['manon_deco', '#c42b1f'],
  ['ines.voyage', '#1d1b2c'],
  ['chloe.cuisine', '#99174f'],
  ['emma_run', '#145c2e'],
  ['lucie.mode', '#5b8fe8'],
  ['anais.ceramique', '#7a4b00'],
  ['zoe.fleurs', '#767386'],
] as const;

const images = (altOf: (author: string) => string): ImageGridItem[] =>
  fixtures.map(([author, colour], index) => ({
    id: 200 + index,
    src: square(colour),
    alt: altOf(author),
    href: `/instagram/contents/${200 + index}`,
  }));

/** The item at `index`, which the fixtures guarantee. */
function nth(items: readonly ImageGridItem[], index: number): ImageGridItem {
  const item = items[index];
  if (item === undefined) throw new Error(`No image at ${index}`);
  return item;
}

const frenchImages = images((author) => `Publication de @${author}`);
const englishImages = images((author) => `Post by @${author}`);

const meta = {
  title: 'ui-kit/ImageGrid',
  component: ImageGrid,
  args: {
    items: frenchImages,
    label: 'Contenus clients',
    loadingLabel: 'Chargement des contenus…',
    emptyMessage: 'Aucun contenu ne vous mentionne pour le moment.',
    isLoading: false,
  },
  parameters: {
    localizedArgs: {
      en: {
        items: englishImages,
        label: 'Customer contents',
        loadingLabel: 'Loading contents…',
        emptyMessage: 'No content mentions you yet.',
      },
    },
  },
  argTypes: {
    items: { control: 'object' },
    emptyMessage: { control: 'text' },
    emptyAction: { control: false },
    linkAs: { control: false },
  },
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's 12 latest pictures, each a link to its content page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Contenus clients' });
    const pictures = within(list).getAllByRole('img');
    await expect(pictures).toHaveLength(12);
    for (const [index, picture] of pictures.entries()) {
      await expect(picture).toHaveAccessibleName(nth(frenchImages, index).alt);
      const { width, height } = picture.getBoundingClientRect();
      await expect(Math.round(width)).toBe(HOME_IMAGE_SIZE_PX);
      await expect(Math.round(height)).toBe(HOME_IMAGE_SIZE_PX);
    }
    const first = within(list).getByRole('link', { name: 'Publication de @lea.martin' });
    await expect(first).toHaveAttribute('href', '/instagram/contents/200');
  },
};

export const Playground: Story = {};

/** While the pictures load: twelve grey squares in a list marked busy, and a status for screen readers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Contenus clients' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(list).queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des contenus…');
  },
};

/** Nothing yet: a message, and here an action. */
export const Empty: Story = {
  args: {
    items: [],
    emptyAction: (
      <Button as="a" href="/instagram/contents" variant="secondary">
        Voir les contenus
      </Button>
    ),
  },
  parameters: {
    localizedArgs: {
      en: {
        items: [],
        emptyMessage: 'No content mentions you yet.',
        emptyAction: (
          <Button as="a" href="/instagram/contents" variant="secondary">
            See the contents
          </Button>
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun contenu ne vous mentionne pour le moment.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voir les contenus' })).toBeVisible();
  },
};

/** Three pictures, without links; the last one's story has expired (no address). */
export const FewImages: Story = {
  args: {
    items: [
      { ...nth(frenchImages, 0), href: undefined },
      { ...nth(frenchImages, 1), href: undefined },
      { ...nth(frenchImages, 3), href: undefined, src: null },
    ],
  },
  parameters: {
    localizedArgs: {
      en: {
        items: [
          { ...nth(englishImages, 0), href: undefined },
          { ...nth(englishImages, 1), href: undefined },
          { ...nth(englishImages, 3), href: undefined, src: null },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Contenus clients' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
    // The missing picture keeps its place and its name.
    const missing = within(list).getByRole('img', { name: 'Publication de @nina.parisienne' });
    await expect(missing.tagName).not.toBe('IMG');
    await expect(Math.round(missing.getBoundingClientRect().width)).toBe(HOME_IMAGE_SIZE_PX);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customer contents' });
    await expect(within(list).getByRole('img', { name: 'Post by @lea.martin' })).toBeVisible();
  },
};

/** Columns as many as fit: two on a phone, the squares keeping their 150 px. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, ...others] = within(canvasElement).getAllByRole('listitem');
    if (!first) throw new Error('No picture');
    const top = first.getBoundingClientRect().top;
    const firstRow = others.filter((item) => item.getBoundingClientRect().top === top);
    await expect(firstRow).toHaveLength(1);
    await expect(Math.round(first.getBoundingClientRect().width)).toBe(HOME_IMAGE_SIZE_PX);
  },
};

/** In a card narrower than two squares (a phone's home card): two columns of smaller squares. */
export const InNarrowCard: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    if (!first || !second) throw new Error('Fewer than two pictures');
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    const side = first.getBoundingClientRect().width;
    await expect(side).toBeLessThan(HOME_IMAGE_SIZE_PX);
    await expect(first.getBoundingClientRect().height).toBeCloseTo(side, 0);
  },
};

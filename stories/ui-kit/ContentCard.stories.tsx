import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTHOR_NAME_MAX_LENGTH, CONTENT_CARD_IMAGE_HEIGHT_PX, HOME_IMAGE_SIZE_PX } from '@merci/domain';
import { CONTENT_CARD_VARIANTS, ContentCard } from '@merci/ui-kit';
import { content, englishCardTexts, formatters, picture } from './contentFixtures';

/** Bytes that claim to be a PNG but do not decode: the browser fires `error`. */
const BROKEN_IMAGE = 'data:image/png;base64,AAAAAAAA';

const feed = content(101, {
  author_username: 'lea.martin',
  caption:
    "Nouvelle robe de chez @atelier.lumiere, parfaite pour les soirées d'été. Merci pour l'accueil et les conseils !",
  like_count: 1284,
  comment_count: 36,
});

const english = {
  ...englishCardTexts,
  contentTypeLabels: { ad: 'Ad', feed: 'Post', story: 'Story', reels: 'Reel' },
  permalinkLabel: 'View on Instagram',
  expiryLabel: 'Expires in 5 h',
  ...formatters.en,
} as const;

const meta = {
  title: 'ui-kit/ContentCard',
  component: ContentCard,
  args: {
    content: feed,
    variant: 'list',
    retainLabel: 'Récompenser',
    retainHref: '/instagram/contents/101',
    onRetain: fn(),
    retainBlocker: null,
    rewardedLabel: 'Récompensé',
    likeCountLabel: "J'aime",
    commentCountLabel: 'Commentaires',
    mediaUnavailableLabel: 'Média indisponible',
    mediaTypeLabels: { video: 'Vidéo', carousel_album: 'Carrousel', story: 'Story' },
    contentTypeLabels: { ad: 'Publicité', feed: 'Publication', story: 'Story', reels: 'Reel' },
    retainBlockedLabels: {
      no_quota: 'Votre offre ne comprend pas de récompenses.',
      quota_exhausted: 'Quota de récompenses du mois atteint.',
      not_permitted: "Vous n'avez pas l'autorisation de récompenser.",
    },
    permalinkLabel: 'Voir sur Instagram',
    ...formatters.fr,
  },
  parameters: { localizedArgs: { en: english } },
  argTypes: {
    variant: { control: 'inline-radio', options: CONTENT_CARD_VARIANTS },
    retainBlocker: {
      control: 'select',
      options: [null, 'no_quota', 'quota_exhausted', 'not_permitted'],
    },
    content: { control: 'object' },
    linkAs: { control: false },
    formatDate: { control: false },
    formatNumber: { control: false },
  },
  decorators: [
    (Story, { args }) =>
      args.variant === 'thumbnail' ? (
        <Story />
      ) : (
        // A compact card is one of two columns on a 375 px phone.
        <div style={{ maxWidth: args.variant === 'compact' ? 166 : 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feed picture that can be retained: the action is a link to the content page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retain = canvas.getByRole('link', { name: 'Récompenser' });
    await expect(retain).toHaveAttribute('href', '/instagram/contents/101');
    await expect(retain).not.toHaveAttribute('aria-disabled');
    // Every card's action reads the same: its description names the author.
    await expect(retain).toHaveAccessibleDescription('@lea.martin');
    const image = canvas.getByRole('img', { name: feed.caption ?? '' });
    await expect(Math.round(image.getBoundingClientRect().height)).toBe(CONTENT_CARD_IMAGE_HEIGHT_PX);
    await expect(canvas.getByText('@lea.martin')).toBeVisible();
    await expect(canvas.getByText('20/11/2026')).toHaveAttribute('datetime', feed.createdAt);
    // Each count is named for assistive technology, its icon being decorative.
    await expect(canvas.getByText("J'aime").closest('dt')?.nextElementSibling).toHaveTextContent(/^1\s284$/);
    await expect(canvas.getByText('Commentaires').closest('dt')?.nextElementSibling).toHaveTextContent('36');
    await expect(canvas.getByRole('link', { name: 'Voir sur Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Playground: Story = {
  args: { expiryLabel: 'Expire dans 5 h' },
};

/** Without `retainHref` the action is a button that calls `onRetain` with the content's id. */
export const RetainButton: Story = {
  args: { retainHref: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Récompenser' }));
    await expect(args.onRetain).toHaveBeenCalledOnce();
    await expect(args.onRetain).toHaveBeenCalledWith({ id: 101 });
  },
};

/** Already rewarded (`discount` set): a check and the label instead of the action, the picture half-faded. */
export const Rewarded: Story = {
  args: { content: { ...feed, discount: { id: 7 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Récompenser' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Récompensé')).toBeVisible();
    const image = canvas.getByRole('img', { name: feed.caption ?? '' });
    await expect(getComputedStyle(image).opacity).toBe('0.5');
  },
};

/** Rewarded and its author told (`notifiedLabel`): since when, under the rewarded mark. */
export const RewardedAndNotified: Story = {
  args: { content: { ...feed, discount: { id: 7 } }, notifiedLabel: 'Prévenu le 26 nov. 2026' },
  parameters: { localizedArgs: { en: { notifiedLabel: 'Notified on 26 Nov 2026' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Récompensé')).toBeVisible();
    await expect(canvas.getByText('Prévenu le 26 nov. 2026')).toBeVisible();
  },
};

/** The shop's quota is used up this month: the action stays in place, inert, and says why. */
export const QuotaZero: Story = {
  args: { retainBlocker: 'quota_exhausted' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
    const retain = canvas.getByRole('button', { name: 'Récompenser' });
    await expect(retain).toHaveAttribute('aria-disabled', 'true');
    await expect(retain).toHaveAccessibleDescription(/Quota de récompenses du mois atteint/);
    await expect(canvas.getByText('Quota de récompenses du mois atteint.')).toBeVisible();
    await userEvent.click(retain);
    await expect(args.onRetain).not.toHaveBeenCalled();
  },
};

/** The plan has no quota at all. */
export const NoQuota: Story = {
  args: { retainBlocker: 'no_quota' },
  play: async ({ canvasElement }) => {
    const retain = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(retain).toHaveAttribute('aria-disabled', 'true');
    await expect(retain).toHaveAccessibleDescription(/Votre offre ne comprend pas de récompenses/);
  },
};

/** The permission flag is false. */
export const PermissionFalse: Story = {
  args: { retainBlocker: 'not_permitted' },
  play: async ({ canvasElement }) => {
    const retain = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(retain).toHaveAttribute('aria-disabled', 'true');
    await expect(retain).toHaveAccessibleDescription(/pas l'autorisation de récompenser/);
  },
};

export const Video: Story = {
  args: {
    content: {
      ...feed,
      id: 102,
      type: 'reels',
      media_type: 'video',
      media_url: picture('#1d1b2c', '#2f6fed'),
      caption: 'Essayage en direct de la nouvelle collection, on adore les couleurs !',
      author_username: 'camille.style',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Vidéo' })).toBeVisible();
  },
};

export const Carousel: Story = {
  args: {
    content: {
      ...feed,
      id: 103,
      media_type: 'carousel_album',
      media_url: picture('#fde3ef', '#e0a526'),
      caption: 'Mes trois coups de cœur de la semaine, glissez pour voir les autres photos.',
      author_username: 'julie_en_ville',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Carrousel' })).toBeVisible();
  },
};

/** A story lasts 24 h: its mark says how long is left (computed by the caller). */
export const InstagramStory: Story = {
  name: 'Story',
  args: {
    content: {
      ...feed,
      id: 104,
      type: 'story',
      media_type: 'story',
      media_url: picture('#dcf3e3', '#17663a'),
      caption: null,
      author_username: 'nina.parisienne',
    },
    expiryLabel: 'Expire dans 5 h',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Story' })).toBeVisible();
    await expect(canvas.getByText('Expire dans 5 h')).toBeVisible();
    // Without a caption, the picture is named after its author.
    await expect(canvas.getByRole('img', { name: '@nina.parisienne' })).toBeVisible();
  },
};

/** A reel without `media_url`, or an expired story: a neutral placeholder that says so. */
export const MissingMedia: Story = {
  args: { content: { ...feed, id: 105, type: 'reels', media_type: 'video', media_url: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Média indisponible')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: feed.caption ?? '' })).not.toBeInTheDocument();
  },
};

/** The address answers with something that is not a picture: the placeholder replaces it. */
export const BrokenMedia: Story = {
  args: { content: { ...feed, id: 106, media_url: BROKEN_IMAGE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Média indisponible')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: feed.caption ?? '' })).not.toBeInTheDocument();
  },
};

/** The caption stops after three lines, with an ellipsis; the whole text is its `title`. */
export const LongCaption: Story = {
  args: {
    content: {
      ...feed,
      id: 107,
      caption:
        "Une journée entière passée à la boutique pour préparer la rentrée : essayages, conseils, café offert et une équipe aux petits soins. J'ai trouvé le manteau parfait, une paire de bottines et même un cadeau pour ma sœur. Je recommande à toutes celles qui cherchent des pièces originales et durables, fabriquées en France.",
    },
  },
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement).getByText(/Une journée entière/);
    await expect(caption).toHaveAttribute('title', expect.stringContaining('fabriquées en France.'));
    await expect(caption.scrollHeight).toBeGreaterThan(caption.clientHeight);
    const lineHeight = parseFloat(getComputedStyle(caption).lineHeight);
    await expect(Math.round(caption.clientHeight / lineHeight)).toBe(3);
  },
};

/** A 25-character username: cut to 20 characters with an ellipsis, the whole name in the `title`. */
export const LongAuthor: Story = {
  args: { content: { ...feed, id: 108, author_username: 'la_boutique_des_createurs' } },
  play: async ({ canvasElement }) => {
    const full = '@la_boutique_des_createurs';
    const author = canvasElement.querySelector(`[title="${full}"]`);
    await expect(author).not.toBeNull();
    const visible = author?.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    await expect(visible).toBe(`${full.slice(0, AUTHOR_NAME_MAX_LENGTH)}…`);
    await expect(Array.from(visible)).toHaveLength(AUTHOR_NAME_MAX_LENGTH + 1);
    // Screen readers get the whole name.
    await expect(within(canvasElement).getByText(full)).toBeInTheDocument();
  },
};

/** Markup in a caption or a username, as anyone can write on Instagram: shown as text, never run. */
export const HostileCaption: Story = {
  args: {
    content: {
      ...feed,
      id: 110,
      caption: 'Merci <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>',
      author_username: '<b>x</b><img src=x>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Merci <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>'),
    ).toBeVisible();
    await expect(canvas.getByText('@<b>x</b><img src=x>')).toBeInTheDocument();
    // Nothing of the markup became an element, so nothing of it ran.
    await expect(canvasElement.querySelector('script, b, img[src="x"]')).toBeNull();
    await expect((window as Window & { __xss?: number }).__xss).toBeUndefined();
  },
};

/** The home's 150 px square: the picture with its marks, nothing else. */
export const Thumbnail: Story = {
  args: {
    variant: 'thumbnail',
    content: { ...feed, id: 109, media_type: 'carousel_album', discount: { id: 9 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('article');
    await expect(Math.round(card?.getBoundingClientRect().width ?? 0)).toBe(HOME_IMAGE_SIZE_PX);
    await expect(Math.round(card?.getBoundingClientRect().height ?? 0)).toBe(HOME_IMAGE_SIZE_PX);
    await expect(canvas.getByRole('img', { name: feed.caption ?? '' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Carrousel' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Récompensé' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Reward' })).toHaveAttribute(
      'href',
      '/instagram/contents/101',
    );
    await expect(canvas.getByText('Likes')).toBeInTheDocument();
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getByText('20/11/2026')).toBeVisible();
    await expect(canvas.getByText('Post')).toBeVisible();
  },
};

/**
 * One of a phone's two columns: a square picture, the author, the date, the counts and a 44 px
 * retain link; no caption, type or permalink.
 */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: feed.caption ?? '' });
    const box = picture.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round(box.width));
    await expect(canvas.getByText('@lea.martin')).toBeVisible();
    await expect(canvas.getByText('20/11/2026')).toBeVisible();
    await expect(canvas.getByText("J'aime").closest('dt')?.nextElementSibling).toHaveTextContent(/^1\s284$/);
    const retain = canvas.getByRole('link', { name: 'Récompenser' });
    await expect(retain.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByText(/Nouvelle robe/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Publication')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Voir sur Instagram' })).not.toBeInTheDocument();
  },
};

/** A compact rewarded card: the check and its label at a thumb's height, the picture half-faded. */
export const CompactRewarded: Story = {
  args: { variant: 'compact', content: { ...feed, id: 110, discount: { id: 10 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('Récompensé');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
  },
};

/** A story in its last hours: its time left stands out in warning colours. */
export const CompactStoryExpiringSoon: Story = {
  args: {
    variant: 'compact',
    content: {
      ...feed,
      id: 111,
      type: 'story',
      media_type: 'story',
      media_url: picture('#dcf3e3', '#17663a'),
      caption: null,
      author_username: 'nina.parisienne',
    },
    expiryLabel: 'Expire dans 2 h',
    isExpiringSoon: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expire dans 2 h')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Story' })).toBeVisible();
  },
};

export const CompactInEnglish: Story = {
  args: { variant: 'compact' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Reward' })).toBeVisible();
    await expect(canvas.getByText('1,284')).toBeVisible();
  },
};

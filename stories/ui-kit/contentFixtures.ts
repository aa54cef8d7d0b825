import type { ContentCardContent } from '@merci/ui-kit';

/** A picture drawn inline (no network): a diagonal gradient with a pale disc. */
export const picture = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="600" height="800" fill="url(#g)"/>` +
      `<circle cx="300" cy="360" r="130" fill="#ffffff" fill-opacity="0.35"/></svg>`,
  )}`;

/** A content as a card shows it: a feed picture without caption, likes or comments, unless `fields` says otherwise. */
export const content = (
  id: number,
  fields: Partial<ContentCardContent> & Pick<ContentCardContent, 'author_username'>,
): ContentCardContent => ({
  id,
  media_url: picture('#f9b4cf', '#5b3df5'),
  caption: null,
  permalink: `https://www.instagram.com/p/C0ntent${id}/`,
  type: 'feed',
  media_type: 'image',
  like_count: 0,
  comment_count: 0,
  discount: null,
  createdAt: '2026-11-20T14:30:00.000Z',
  ...fields,
});

/** A card's date and number formats in `locale`, day first, as the dashboard passes them from react-intl. */
const cardFormats = (locale: string) => ({
  formatDate: ({ date }: { date: Date }) =>
    new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  formatNumber: ({ value }: { value: number }) => new Intl.NumberFormat(locale).format(value),
});

export const formatters = { fr: cardFormats('fr-FR'), en: cardFormats('en-GB') };

/** A card's English texts that every story gives it. */
export const englishCardTexts = {
  retainLabel: 'Reward',
  rewardedLabel: 'Rewarded',
  likeCountLabel: 'Likes',
  commentCountLabel: 'Comments',
  mediaUnavailableLabel: 'Media unavailable',
  mediaTypeLabels: { video: 'Video', carousel_album: 'Carousel', story: 'Story' },
  retainBlockedLabels: {
    no_quota: 'Your plan does not include rewards.',
    quota_exhausted: "This month's reward quota is used up.",
    not_permitted: 'You are not allowed to reward contents.',
  },
} as const;

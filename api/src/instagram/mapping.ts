import { STORY_LIFETIME_MS, type ContentType, type MediaType } from '@merci/domain';
import type { GraphMedia } from './graphClient.js';

/** How a content reached us: the tags edge, a caption mention or a story mention (webhooks). */
export type ContentSource = 'tag' | 'mention' | 'story_mention';

/** The columns of `social_content` that Instagram decides; the rest belongs to merci. */
export interface ContentFields {
  external_id: string;
  media_url: string | null;
  caption: string | null;
  permalink: string | null;
  type: ContentType;
  media_type: MediaType;
  author_username: string;
  like_count: number;
  comment_count: number;
  expires_at: string | null;
  created_at: string;
  source: ContentSource;
}

const PRODUCT_TYPES: Record<string, ContentType> = {
  AD: 'ad',
  FEED: 'feed',
  STORY: 'story',
  REELS: 'reels',
  // Older reels and IGTV videos are feed publications for merci.
  IGTV: 'feed',
};

const MEDIA_TYPES: Record<string, MediaType> = {
  IMAGE: 'image',
  VIDEO: 'video',
  CAROUSEL_ALBUM: 'carousel_album',
};

/** Meta writes `2026-11-20T09:30:00+0000`; stored dates are ISO-8601 UTC. */
export function graphTimestamp(value: string | undefined, fallback: Date): string {
  if (!value) return fallback.toISOString();
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? fallback.toISOString() : new Date(ms).toISOString();
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** A Graph media as a content row; `now` dates a media whose timestamp Meta left out. */
export function contentFromMedia(media: GraphMedia, source: ContentSource, now: Date): ContentFields {
  const type = PRODUCT_TYPES[media.media_product_type ?? ''] ?? 'feed';
  const mediaType = type === 'story' ? 'story' : (MEDIA_TYPES[media.media_type ?? ''] ?? 'image');
  const createdAt = graphTimestamp(media.timestamp, now);
  // A video's media_url is the video file: cards show its thumbnail picture.
  const picture = media.media_type === 'VIDEO' ? (media.thumbnail_url ?? media.media_url) : media.media_url;
  return {
    external_id: media.id,
    media_url: picture ?? null,
    caption: media.caption ?? null,
    permalink: media.permalink ?? null,
    type,
    media_type: mediaType,
    // Meta leaves the username out for some accounts (age-gated, deleted): the id stands in.
    author_username: media.username ?? `instagram_${media.id}`,
    like_count: count(media.like_count),
    comment_count: count(media.comments_count),
    expires_at: type === 'story' ? new Date(Date.parse(createdAt) + STORY_LIFETIME_MS).toISOString() : null,
    created_at: createdAt,
    source,
  };
}

/** Story mentions: the shape the API stores them in, and stories still online at FIXED_NOW. */
import { STORY_LIFETIME_MS, type SocialContent } from '@merci/domain';
import { FIXED_NOW } from './fixtures';
import { feedPicture } from './pictures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const before = (ms: number) => new Date(FIXED_NOW.getTime() - ms).toISOString();

/** A story mention as the API stores it: no caption, link nor likes, online for a day. */
export function storyContentFixture({
  id,
  author,
  createdAt,
  messages,
  mediaUrl = null,
}: {
  id: number;
  author: string;
  createdAt: string;
  messages: NonNullable<SocialContent['automationMessages']>;
  mediaUrl?: string | null;
}): SocialContent {
  return {
    '@id': `/social_content_instagrams/${id}`,
    '@type': 'SocialContentInstagram',
    id,
    media_url: mediaUrl,
    caption: null,
    permalink: null,
    type: 'story',
    media_type: 'story',
    author_username: author,
    like_count: 0,
    comment_count: 0,
    discount: null,
    expiresAt: new Date(Date.parse(createdAt) + STORY_LIFETIME_MS).toISOString(),
    automationMessages: messages,
    createdAt,
  };
}

/**
 * Stories still online at FIXED_NOW, each with the messages of the shop's live automations
 * (2 thanks, 1 loyalty) in every status: one sent, one failed, one scheduled for 30 minutes before
 * the end, one cancelled. Not in the full seed: a story that wants them adds them to its contents.
 * Their ages sit a little off the whole hour or minute, so that a clock a few seconds past
 * FIXED_NOW still reads the same time left.
 */
export function currentStoryFixtures(): SocialContent[] {
  const story = (
    id: number,
    author: string,
    hoursAgo: number,
    messages: NonNullable<SocialContent['automationMessages']>,
  ) =>
    storyContentFixture({
      id,
      author,
      createdAt: before(hoursAgo * HOUR),
      messages,
      mediaUrl: feedPicture(id),
    });
  const dueOf = (hoursAgo: number) =>
    new Date(FIXED_NOW.getTime() - hoursAgo * HOUR + DAY - HOUR / 2).toISOString();
  return [
    story(203, 'hugo_voyage', 1.9, [
      {
        automationId: 2,
        featureType: 'thanks',
        status: 'scheduled',
        dueAt: dueOf(1.9),
        sentAt: null,
        reason: null,
      },
      {
        automationId: 1,
        featureType: 'loyalty',
        status: 'scheduled',
        dueAt: dueOf(1.9),
        sentAt: null,
        reason: null,
      },
    ]),
    story(202, 'emma.fleurs', 9.9, []),
    story(201, 'lea.martin', 23.74, [
      {
        automationId: 2,
        featureType: 'thanks',
        status: 'sent',
        dueAt: dueOf(23.74),
        sentAt: dueOf(23.74),
        reason: null,
      },
      {
        automationId: 1,
        featureType: 'loyalty',
        status: 'failed',
        dueAt: dueOf(23.74),
        sentAt: null,
        reason: 'automation.reasons.quota_exhausted',
      },
    ]),
    story(200, 'manon_lifestyle', 23.88, [
      {
        automationId: 2,
        featureType: 'thanks',
        status: 'cancelled',
        dueAt: dueOf(23.88),
        sentAt: null,
        reason: 'automation.reasons.story_deleted',
      },
    ]),
  ];
}

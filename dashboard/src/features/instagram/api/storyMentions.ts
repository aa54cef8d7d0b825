import useSWR, { useSWRConfig } from 'swr';
import { FIRST_PAGE, type HydraCollection, type SocialContent } from '@merci/domain';
import { apiRequest, fromHydra } from '../../../lib/api/client';
import { endpoints, readsOf } from '../../../lib/api/endpoints';
import { NO_FILTERS } from '../contents/contentsQuery';
import { useDemoAccounts } from './instagramConnect';
import { socialContentsKey } from './socialContents';

/** How often the timeline reads again while a message is about to go (the worker sends it). */
export const DUE_REFRESH_MS = 15_000;
/** A message due within this time (or overdue and still waiting) keeps the timeline refreshing. */
const DUE_SOON_MS = 60_000;

const isPendingSoon = (contents: readonly SocialContent[], now: number) =>
  contents.some((content) =>
    (content.automationMessages ?? []).some(
      (message) =>
        (message.status === 'scheduled' || message.status === 'sending') &&
        Date.parse(message.dueAt) <= now + DUE_SOON_MS,
    ),
  );

/**
 * The account's newest stories, rewarded or not (the first page of `type=story`, the very key of
 * the story list's « Tous » tab, so one request serves both), read again every 15 s while one of their automation
 * messages is due: its status then changes from scheduled to sent or failed without a reload.
 */
export function useCurrentStories(accountId: number) {
  const { data, error } = useSWR<HydraCollection<SocialContent>>(
    socialContentsKey(accountId, { ...NO_FILTERS, status: 'all', type: 'story', page: FIRST_PAGE }),
    {
      keepPreviousData: true,
      refreshInterval: (latest) =>
        latest && isPendingSoon(latest['hydra:member'] ?? [], Date.now()) ? DUE_REFRESH_MS : 0,
    },
  );
  return { stories: data ? fromHydra(data).items : undefined, error };
}

/**
 * Whether this server runs the offline demo: its demo login answers (404 otherwise). The same key
 * as the demo login dialog's, so the answer is shared.
 */
export function useIsDemo() {
  return Array.isArray(useDemoAccounts().accounts);
}

/** What POST /instagram/demo_story_mention answers. */
export interface DemoStoryMention {
  stored: number;
  socialContent: string | null;
  author: string;
  messages: { automation: string; dueAt: string }[];
}

/**
 * Demo only: one of the demo's customers mentions the shop in a story, as Meta's webhook would
 * tell it, dated so that its automation messages are due now; then the account's lists are read
 * again.
 */
export function useSimulateStoryMention(accountId: number) {
  const { mutate } = useSWRConfig();
  return async () => {
    const mention = await apiRequest<DemoStoryMention>(endpoints.demoStoryMention(), {
      method: 'POST',
      body: {},
      errorKey: 'social.stories.simulate_error',
    });
    await mutate(readsOf(endpoints.socialContents(accountId)));
    return mention;
  };
}

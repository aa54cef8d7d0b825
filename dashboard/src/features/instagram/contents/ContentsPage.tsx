import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CONTENT_TYPES, type ContentCountName, type ContentType } from '@merci/domain';
import { FilterBar, Heading, Stack, TabLinks, Text } from '@merci/ui-kit';
import { useMediaUp } from '../../../lib/layout/useMediaUp';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { useSocialContents } from '../api/socialContents';
import { useSocialContext } from '../layout/socialContext';
import {
  CONTENT_STATUSES,
  NO_FILTERS,
  activeFilterCount,
  readContentsQuery,
  withFilters,
  withStatus,
  writeContentsQuery,
  type ContentStatus,
  type ContentsQuery,
} from './contentsQuery';
import { PagedContents } from './PagedContents';
import { PullContents } from './PullContents';
import { StoryTimeline } from './StoryTimeline';

/** Which count of the list's answer each tab shows. */
const TAB_COUNT: Record<ContentStatus, ContentCountName> = {
  to_reward: 'toReward',
  rewarded: 'rewarded',
  all: 'all',
};

/**
 * /instagram/contents (SPEC §2): the account's contents as cards, 12 a page, with the pull action
 * and the filters, under status tabs that open on what is left to reward. The tab, the filters
 * and the page live in the address, so a filtered page can be shared.
 */
export function ContentsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { account, shopId } = useSocialContext();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = readContentsQuery(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // On a phone the note on what is pulled and the pull action go under the list: the cards to
  // reward start higher, and contents are pulled every day anyway.
  const isWide = useMediaUp('md');
  // The same request as the grid's (one fetch): its counts label the tabs.
  const { counts } = useSocialContents(account.id, query);

  const hrefOf = (next: ContentsQuery) => {
    const search = writeContentsQuery(next).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const tabLabel = (status: ContentStatus) => {
    const label = t(`contents.tabs.${status}`);
    if (!counts) return label;
    const name = TAB_COUNT[status];
    // Beyond the API's count cap, a tab shows « 1 000+ »: at least that many.
    const id = counts.atLeast?.includes(name) ? 'contents.tabs.count_at_least' : 'contents.tabs.count';
    return t(id, { label, count: counts[name] });
  };
  const resetFilters = () => setParams(writeContentsQuery(withFilters(query.status, NO_FILTERS)));

  const pulledNote = (
    <Text tone="muted" size="sm">
      {t('social.contents.pulled_note')}
    </Text>
  );
  const pull = <PullContents account={account} shopId={shopId} />;

  const heading = (
    <Heading level={1} size="xxl" ref={headingRef} tabIndex={-1}>
      {t('social.contents.title')}
    </Heading>
  );
  const tabs = (
    <TabLinks
      label={t('contents.tabs.label')}
      linkAs={RouterLink}
      activeId={query.status}
      items={CONTENT_STATUSES.map((status) => ({
        id: status,
        label: tabLabel(status),
        href: hrefOf(withStatus(query, status)),
      }))}
    />
  );
  // On a phone the 'Filtres' button sits beside the title, and the fields open under both.
  const filters = (
    <FilterBar
      aria-label={t('social.contents.filters')}
      leading={isWide ? undefined : heading}
      toggleLabel={t('contents.filters.toggle', { count: activeFilterCount(query) })}
      typeOptions={CONTENT_TYPES.map((type) => ({ value: type, label: t(`social.content_type.${type}`) }))}
      typeLabel={t('social.contents.filters.type')}
      allLabel={t('social.contents.filters.all')}
      minLabel={t('social.contents.filters.like_min')}
      maxLabel={t('social.contents.filters.like_max')}
      resetLabel={t('social.contents.filters.reset')}
      rangeErrorLabel={t('contents.filters.range_error')}
      value={{ type: query.type, likeMin: query.likeMin, likeMax: query.likeMax }}
      onChange={({ value }) =>
        setParams(
          writeContentsQuery(
            withFilters(query.status, {
              type: (value.type as ContentType | null) ?? null,
              likeMin: value.likeMin,
              likeMax: value.likeMax,
            }),
          ),
        )
      }
    />
  );
  // The Instagram-Story view: the stories still online and their automation messages, first.
  const storyTimeline = query.type === 'story' ? <StoryTimeline accountId={account.id} /> : null;
  const list = (
    <PagedContents
      query={query}
      label={t('social.contents.list')}
      onResetFilters={resetFilters}
      headingRef={headingRef}
    />
  );

  return isWide ? (
    <Stack gap={4}>
      <Stack gap={3}>
        {heading}
        {pulledNote}
        {pull}
      </Stack>
      {storyTimeline}
      {tabs}
      {filters}
      {list}
    </Stack>
  ) : (
    <Stack gap={4}>
      {filters}
      {storyTimeline}
      {tabs}
      {list}
      <Stack gap={3}>
        {pulledNote}
        {pull}
      </Stack>
    </Stack>
  );
}

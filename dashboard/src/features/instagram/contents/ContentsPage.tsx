import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CONTENT_TYPES, type ContentType } from '@merci/domain';
import { FilterBar, Heading, Stack, Text } from '@merci/ui-kit';
import { useSocialContext } from '../layout/socialContext';
import { readContentsQuery, withFilters, writeContentsQuery } from './contentsQuery';
import { PagedContents } from './PagedContents';
import { PullContents } from './PullContents';
import { StoryTimeline } from './StoryTimeline';

/**
 * /instagram/contents (SPEC §2): the account's contents as cards, 12 a page, with the pull action
 * and the filters. Filters and page live in the address, so a filtered page can be shared.
 */
export function ContentsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { account, shopId } = useSocialContext();
  const [params, setParams] = useSearchParams();
  const query = readContentsQuery(params);

  return (
    <Stack gap={5}>
      <Stack gap={3}>
        <Heading level={1} size="xxl">
          {t('social.contents.title')}
        </Heading>
        <Text tone="muted">{t('social.contents.pulled_note')}</Text>
        <PullContents account={account} shopId={shopId} />
      </Stack>
      <FilterBar
        aria-label={t('social.contents.filters')}
        typeOptions={CONTENT_TYPES.map((type) => ({ value: type, label: t(`social.content_type.${type}`) }))}
        typeLabel={t('social.contents.filters.type')}
        allLabel={t('social.contents.filters.all')}
        minLabel={t('social.contents.filters.like_min')}
        maxLabel={t('social.contents.filters.like_max')}
        resetLabel={t('social.contents.filters.reset')}
        value={{ type: query.type, likeCountGte: query.likeMin, likeCountLte: query.likeMax }}
        onChange={({ value }) =>
          setParams(
            writeContentsQuery(
              withFilters({
                type: (value.type as ContentType | null) ?? null,
                likeMin: value.likeCountGte,
                likeMax: value.likeCountLte,
              }),
            ),
          )
        }
      />
      {/* The Instagram-Story view: the stories still online and their automation messages. */}
      {query.type === 'story' ? <StoryTimeline accountId={account.id} /> : null}
      <PagedContents query={query} label={t('social.contents.list')} />
    </Stack>
  );
}

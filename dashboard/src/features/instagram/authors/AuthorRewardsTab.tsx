import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { FIRST_PAGE, PAGE_SIZE, mention, type AssignedReward } from '@merci/domain';
import {
  Button,
  Icon,
  PaginatedTable,
  RewardTypeBadge,
  StatusBadge,
  toast,
  type DataTableColumn,
} from '@merci/ui-kit';
import { useCurrentUser } from '../../../lib/owner/useOwner';
import { usePaginationLabels } from '../../../lib/pagination/usePaginationLabels';
import { useRewardText } from '../../../lib/rewards/useRewardText';
import { useAuthorRewards } from '../api/assignedRewards';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
};

/**
 * The author page's 'rewards' tab: the rewards given to this author, with the columns of the
 * rewards page (SPEC §2), 10 a page.
 */
export function AuthorRewardsTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { username = '' } = useParams();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { page: rewards, error } = useAuthorRewards(user?.shop?.id, username, page);
  const text = useRewardText();
  const paginationLabels = usePaginationLabels();

  useEffect(() => {
    if (error) toast({ tone: 'error', message: intl.formatMessage({ id: 'errors.http' }) });
  }, [error, intl]);

  const columns: DataTableColumn<AssignedReward>[] = [
    {
      id: 'ambassador',
      header: t('social.rewards.columns.ambassador'),
      isRowHeader: true,
      cell: (row) => mention(row.username),
    },
    {
      id: 'media',
      header: t('social.rewards.columns.media_type'),
      cell: (row) => t(`social.media_type.${row.mediaType}`),
    },
    {
      id: 'url',
      header: t('social.rewards.columns.url'),
      cell: (row) =>
        row.permalink ? (
          <Button
            as="a"
            variant="link"
            size="sm"
            href={row.permalink}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<Icon name="external-link" size={16} />}
          >
            {t('social.rewards.open_post')}
          </Button>
        ) : (
          '—'
        ),
    },
    {
      id: 'assigned',
      header: t('social.rewards.columns.assigned'),
      cell: (row) => text.monthText(row.createdAt),
    },
    {
      id: 'type',
      header: t('social.rewards.columns.type'),
      cell: (row) => <RewardTypeBadge type={row.type} label={text.typeLabel(row.type)} />,
    },
    { id: 'value', header: t('social.rewards.columns.value'), cell: (row) => text.assignedValueText(row) },
    {
      id: 'status',
      header: t('social.rewards.columns.status'),
      cell: (row) => <StatusBadge status={row.status} label={text.statusLabel(row.status)} />,
    },
  ];

  return (
    <PaginatedTable
      caption={t('social.author.rewards', { author: mention(username) })}
      isCaptionHidden
      columns={columns}
      rows={rewards?.items ?? []}
      getRowId={(row) => row.id}
      isLoading={!rewards && !error}
      emptyMessage={t('social.rewards.empty')}
      errorMessage={error && !rewards ? t('social.errors.rewards') : undefined}
      page={page}
      pageSize={PAGE_SIZE.default}
      total={rewards?.total ?? 0}
      onPageChange={({ page: next }) => setParams(next === FIRST_PAGE ? {} : { page: String(next) })}
      paginationLabel={paginationLabels.label}
      previousLabel={paginationLabels.previousLabel}
      nextLabel={paginationLabels.nextLabel}
      firstLabel={paginationLabels.firstLabel}
      lastLabel={paginationLabels.lastLabel}
      pageLabel={paginationLabels.pageLabel}
    />
  );
}

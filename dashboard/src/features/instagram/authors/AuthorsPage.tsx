import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { LIKE_AVERAGE_DECIMALS, mention, type AuthorMetricsRow } from '@merci/domain';
import { Heading, PaginatedTable, Stack, Text, type DataTableColumn } from '@merci/ui-kit';
import { useListFailure } from '../../../lib/swr/useListFailure';
import { pageParam, pageSearch } from '../../../lib/pagination/pageParam';
import { tablePage } from '../../../lib/pagination/tablePage';
import { useTablePaginationLabels } from '../../../lib/pagination/usePaginationLabels';
import { useAuthorMetrics, useSaveAuthorEmail } from '../api/authorMetrics';
import { useSocialContext } from '../layout/socialContext';
import { instagramPaths } from '../paths';
import { AuthorEmailField } from './AuthorEmailField';

/** /instagram/authors (SPEC §2): the authors of the contents with their metrics, 10 a page. */
export function AuthorsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { account } = useSocialContext();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { page: authors, error, isLoading, retry } = useAuthorMetrics(account.id, page);
  const saveEmail = useSaveAuthorEmail(account.id);
  const paginationLabels = useTablePaginationLabels();
  const count = (value: number) => intl.formatNumber(value);

  // SPEC §8 toasts this failure; the table says which list failed, with a retry.
  const failure = useListFailure({ error, retry }, { messageId: 'social.errors.authors', isToasted: true });

  const columns: DataTableColumn<AuthorMetricsRow>[] = [
    {
      id: 'profile',
      header: t('social.authors.columns.profile'),
      isRowHeader: true,
      cell: (row) => <Link to={instagramPaths.author(row.username)}>{mention(row.username)}</Link>,
    },
    {
      id: 'email',
      header: t('social.authors.columns.email'),
      width: '20rem',
      cell: (row) => <AuthorEmailField username={row.username} email={row.email} save={saveEmail} />,
    },
    { id: 'count', header: t('social.authors.columns.count'), align: 'end', cell: (row) => count(row.count) },
    {
      id: 'feed',
      header: t('social.authors.columns.feed_count'),
      align: 'end',
      cell: (row) => count(row.feed_count),
    },
    {
      id: 'reel',
      header: t('social.authors.columns.reel_count'),
      align: 'end',
      cell: (row) => count(row.reel_count),
    },
    {
      id: 'likes',
      header: t('social.authors.columns.like_avg'),
      align: 'end',
      cell: (row) =>
        intl.formatNumber(row.like_avg, {
          minimumFractionDigits: LIKE_AVERAGE_DECIMALS,
          maximumFractionDigits: LIKE_AVERAGE_DECIMALS,
        }),
    },
    {
      id: 'rewards',
      header: t('social.authors.columns.discount_count'),
      align: 'end',
      cell: (row) => count(row.discount_count),
    },
  ];

  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('social.authors.title')}
        </Heading>
        <Text tone="muted">{t('social.authors.subtitle')}</Text>
      </Stack>
      <PaginatedTable
        caption={t('social.authors.title')}
        isCaptionHidden
        columns={columns}
        {...tablePage(authors, error)}
        getRowId={(row) => row.username}
        aria-busy={isLoading || undefined}
        emptyMessage={t('social.authors.empty')}
        {...failure}
        page={page}
        onPageChange={({ page: next }) => setParams(pageSearch(next))}
        {...paginationLabels}
      />
    </Stack>
  );
}

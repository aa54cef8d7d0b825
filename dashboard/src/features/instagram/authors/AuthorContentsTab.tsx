import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, mention } from '@merci/domain';
import { Alert, Pagination, Stack, toast } from '@merci/ui-kit';
import { usePaginationLabels } from '../../../lib/pagination/usePaginationLabels';
import { useSocialContents } from '../api/socialContents';
import { ContentsGrid } from '../contents/ContentsGrid';
import { NO_FILTERS, readContentsQuery, writeContentsQuery } from '../contents/contentsQuery';
import { useContentCardProps } from '../contents/useContentCardProps';
import { useSocialContext } from '../layout/socialContext';

/** The author page's default tab: the author's contents (SPEC §7 `authorUsername`), 12 a page. */
export function AuthorContentsTab() {
  const intl = useIntl();
  const { username = '' } = useParams();
  const { account, shop } = useSocialContext();
  const [params, setParams] = useSearchParams();
  const query = { ...NO_FILTERS, page: readContentsQuery(params).page };
  const { page, error, isLoading } = useSocialContents(account.id, { ...query, authorUsername: username });
  const cardProps = useContentCardProps(shop);
  const paginationLabels = usePaginationLabels();

  useEffect(() => {
    if (error) toast({ tone: 'error', message: intl.formatMessage({ id: 'errors.http' }) });
  }, [error, intl]);

  return (
    <Stack gap={5}>
      {error && !page ? (
        <Alert tone="danger" message={intl.formatMessage({ id: 'social.errors.contents' })} />
      ) : (
        <ContentsGrid
          contents={page?.items}
          cardProps={cardProps}
          label={intl.formatMessage({ id: 'social.author.contents' }, { author: mention(username) })}
          isBusy={isLoading}
        />
      )}
      {page ? (
        <Pagination
          page={query.page}
          total={page.total}
          pageSize={PAGE_SIZE.socialContents}
          onPageChange={({ page: next }) => setParams(writeContentsQuery({ ...query, page: next }))}
          {...paginationLabels}
        />
      ) : null}
    </Stack>
  );
}

import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from '@merci/domain';
import { ListError, Pagination } from '@merci/ui-kit';
import { ShopLoadError } from '../../../lib/owner/ShopLoadError';
import { useListFailure } from '../../../lib/swr/useListFailure';
import { usePaginationLabels } from '../../../lib/pagination/usePaginationLabels';
import { useSocialContents } from '../api/socialContents';
import { useSocialContext } from '../layout/socialContext';
import { ContentsGrid } from './ContentsGrid';
import { writeContentsQuery, type ContentsQuery } from './contentsQuery';
import { useContentCardProps } from './useContentCardProps';

export interface PagedContentsProps {
  /** The filters and the page, as the address holds them. */
  query: ContentsQuery;
  /** Only this author's contents (SPEC §7 `authorUsername`); everyone's when absent. */
  authorUsername?: string;
  /** Names the list for screen readers. */
  label: string;
}

/**
 * One page of the account's contents as cards, 12 a page, with the numbered pagination below,
 * which writes the page in the address. A failed load toasts errors.http (SPEC §8) and, with
 * nothing to show, says what could not be read, with a retry. The retain buttons follow the shop's quota: when
 * the shop cannot be loaded, the cards show without them, below SPEC §8's message and a retry.
 */
export function PagedContents({ query, authorUsername, label }: PagedContentsProps) {
  const { account, shop, shopId, isShopFailed } = useSocialContext();
  const [, setParams] = useSearchParams();
  const { page, error, isLoading, retry } = useSocialContents(account.id, { ...query, authorUsername });
  const cardProps = useContentCardProps(shop);
  const paginationLabels = usePaginationLabels();

  const failure = useListFailure(
    { error, hasData: page !== undefined, retry },
    { messageId: 'lists.errors.contents', isToasted: true },
  );

  return (
    <>
      {isShopFailed ? <ShopLoadError shopId={shopId} /> : null}
      {failure.errorMessage ? (
        <ListError
          message={failure.errorMessage}
          retryLabel={failure.retryLabel}
          onRetry={failure.onRetry}
          isRetrying={failure.isRetrying}
        />
      ) : (
        <ContentsGrid contents={page?.items} cardProps={cardProps} label={label} isBusy={isLoading} />
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
    </>
  );
}

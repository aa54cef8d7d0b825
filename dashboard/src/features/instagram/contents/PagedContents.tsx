import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from '@merci/domain';
import { Button, EmptyState, Icon, ListError, Pagination } from '@merci/ui-kit';
import { ShopLoadError } from '../../../lib/owner/ShopLoadError';
import { useListFailure } from '../../../lib/swr/useListFailure';
import { usePaginationLabels } from '../../../lib/pagination/usePaginationLabels';
import { useSocialContents } from '../api/socialContents';
import { useSocialContext } from '../layout/socialContext';
import { ContentsGrid } from './ContentsGrid';
import { hasFilters, writeContentsQuery, type ContentsQuery } from './contentsQuery';
import { useContentCardProps } from './useContentCardProps';

export interface PagedContentsProps {
  /** The tab, the filters and the page, as the address holds them. */
  query: ContentsQuery;
  /** Only this author's contents (SPEC §7 `authorUsername`); everyone's when absent. */
  authorUsername?: string;
  /** Names the list for screen readers. */
  label: string;
  /** Clears the filters: an empty page under filters then offers it. */
  onResetFilters?: () => void;
  /**
   * The list's heading: after a page change it is scrolled to the top of the screen and takes the
   * focus, so the new page is read from its first card (it needs `tabIndex={-1}`).
   */
  headingRef?: RefObject<HTMLElement | null>;
}

/**
 * One page of the account's contents as cards, 12 a page, with the numbered pagination below,
 * which writes the page in the address. A failed load toasts errors.http (SPEC §8) and, with
 * nothing to show, says what could not be read, with a retry. The retain buttons follow the shop's quota: when
 * the shop cannot be loaded, the cards show without them, below SPEC §8's message and a retry.
 * An empty page under filters says so and offers to reset them; without filters it is
 * 'publication.empty'.
 */
export function PagedContents({
  query,
  authorUsername,
  label,
  onResetFilters,
  headingRef,
}: PagedContentsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { account, shop, shopId, isShopFailed } = useSocialContext();
  const [, setParams] = useSearchParams();
  const { page, positions, error, isLoading, retry } = useSocialContents(account.id, {
    ...query,
    authorUsername,
  });
  const cardProps = useContentCardProps(shop);
  const paginationLabels = usePaginationLabels();

  const failure = useListFailure({ error, retry }, { messageId: 'social.errors.contents', isToasted: true });

  const changePage = (next: number) => {
    // The next or previous page starts where the API's link says; a jump is read by its number.
    const position =
      next === query.page + 1 ? positions.next : next === query.page - 1 ? positions.previous : null;
    setParams(writeContentsQuery({ ...query, page: next, position }));
    const heading = headingRef?.current;
    if (heading) {
      heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    }
  };

  const filteredEmpty =
    onResetFilters && hasFilters(query) ? (
      <EmptyState
        icon={<Icon name="filter" size={32} />}
        message={t('contents.empty_filtered')}
        action={
          <Button variant="secondary" onClick={onResetFilters}>
            {t('contents.empty_filtered.reset')}
          </Button>
        }
      />
    ) : undefined;

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
        <ContentsGrid
          contents={page?.items}
          cardProps={cardProps}
          label={label}
          isBusy={isLoading}
          empty={filteredEmpty}
        />
      )}
      {page ? (
        <Pagination
          page={query.page}
          total={page.total}
          pageSize={PAGE_SIZE.socialContents}
          onPageChange={({ page: next }) => changePage(next)}
          {...paginationLabels}
        />
      ) : null}
    </>
  );
}

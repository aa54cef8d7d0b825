import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  PaginationButton,
  PaginationEdgeItem,
  PaginationEllipsis,
  PaginationList,
  StyledPagination,
} from './Pagination.styles';

/** The mark that stands for the pages left out between two shown ones. */
export const PAGINATION_ELLIPSIS = '…';

/** One entry of the page list: a page number, or the ellipsis standing for hidden pages. */
export type PaginationItem = number | typeof PAGINATION_ELLIPSIS;

/** How many entries the page list holds at most (numbers and ellipses), so its width stays put. */
const MAX_ITEMS = 7;

/**
 * The entries of the page list: every page up to 7 pages, else the first and last pages, the
 * current one with its neighbours, and an ellipsis for each gap, always 7 entries long.
 * `paginationItems(6, 12)` gives `[1, '…', 5, 6, 7, '…', 12]`.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (count <= MAX_ITEMS) return range(1, count);

  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // First page, ellipsis, 3 around the current page, ellipsis, last page: 7 entries.
  if (current <= 4) return [...range(1, 5), PAGINATION_ELLIPSIS, count];
  if (current >= count - 3) return [1, PAGINATION_ELLIPSIS, ...range(count - 4, count)];
  return [1, PAGINATION_ELLIPSIS, current - 1, current, current + 1, PAGINATION_ELLIPSIS, count];
}

/** Number of pages for `total` items shown `pageSize` at a time: `ceil(total / pageSize)`. */
export function paginationPageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** What `onPageChange` receives. */
export interface PaginationChangeDetails {
  /** The page asked for, from 1. */
  page: number;
}

/** Either the number of pages… */
interface PaginationPageCountProps {
  /** Number of pages. */
  pageCount: number;
  /** Only without `pageCount`. */
  total?: undefined;
  /** Only without `pageCount`. */
  pageSize?: undefined;
}

/** …or the number of items and the page size. */
interface PaginationTotalProps {
  /** Only without `total`. */
  pageCount?: undefined;
  /** Number of items across all pages; the pages are `ceil(total / pageSize)`. */
  total: number;
  /**
   * Items per page.
   * @default 10
   */
  pageSize?: number;
}

interface PaginationBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /** The current page, from 1. */
  page: number;
  /** Called with the page asked for; the caller then passes it back as `page`. */
  onPageChange: (details: PaginationChangeDetails) => void;
  /** Names the navigation landmark, e.g. 'Pagination des récompenses'. */
  label: string;
  /** Accessible name of the previous-page button, e.g. 'Précédent'. */
  previousLabel: string;
  /** Accessible name of the next-page button, e.g. 'Suivant'. */
  nextLabel: string;
  /** Accessible name of the first-page button, e.g. 'Première page'. */
  firstLabel: string;
  /** Accessible name of the last-page button, e.g. 'Dernière page'. */
  lastLabel: string;
  /** Accessible name of each page button from its number, e.g. `(page) => \`Page ${page}\``. */
  pageLabel: (page: number) => string;
  /** Forwarded to the `nav` element. */
  ref?: Ref<HTMLElement>;
}

export type PaginationProps = PaginationBaseProps & (PaginationPageCountProps | PaginationTotalProps);

interface EdgeButtonProps {
  label: string;
  icon: ReactNode;
  target: number;
  disabled: boolean;
  isFirstOrLast: boolean;
  onGo: (page: number, isEdgeControl: boolean) => void;
}

function EdgeButton({ label, icon, target, disabled, isFirstOrLast, onGo }: EdgeButtonProps) {
  return (
    <PaginationEdgeItem $isFirstOrLast={isFirstOrLast}>
      <PaginationButton
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={() => onGo(target, true)}
      >
        <span aria-hidden="true">{icon}</span>
      </PaginationButton>
    </PaginationEdgeItem>
  );
}

/**
 * Numbered pages in a `nav` landmark: first, previous, the pages (7 entries at most, with
 * ellipses), next and last. The current page is highlighted and marked `aria-current="page"`;
 * the controls that lead nowhere are disabled. Renders nothing for one page or fewer. Below `sm`
 * the first and last buttons give way (the first and last pages stay in the list).
 */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize = 10,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  firstLabel,
  lastLabel,
  pageLabel,
  ref,
  ...rest
}: PaginationProps) {
  const count = pageCount ?? paginationPageCount(total ?? 0, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
  const navRef = useRef<HTMLElement | null>(null);
  // A control that becomes disabled on arrival (next on the last page) would drop the keyboard
  // focus to the page: it moves to the current page's button instead.
  const shouldFocusCurrent = useRef(false);

  useEffect(() => {
    if (!shouldFocusCurrent.current) return;
    shouldFocusCurrent.current = false;
    navRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [current]);

  if (count <= 1) return null;

  const go = (target: number, isEdgeControl: boolean) => {
    if (target === current || target < 1 || target > count) return;
    shouldFocusCurrent.current = isEdgeControl && (target === 1 || target === count);
    onPageChange({ page: target });
  };

  const setRefs = (node: HTMLElement | null) => {
    navRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const isAtStart = current === 1;
  const isAtEnd = current === count;

  return (
    <StyledPagination ref={setRefs} aria-label={label} {...rest}>
      <PaginationList>
        <EdgeButton
          label={firstLabel}
          icon={<ChevronsLeft />}
          target={1}
          disabled={isAtStart}
          isFirstOrLast
          onGo={go}
        />
        <EdgeButton
          label={previousLabel}
          icon={<ChevronLeft />}
          target={current - 1}
          disabled={isAtStart}
          isFirstOrLast={false}
          onGo={go}
        />
        {paginationItems(current, count).map((item, index) =>
          item === PAGINATION_ELLIPSIS ? (
            <li key={`ellipsis-${index}`}>
              <PaginationEllipsis aria-hidden="true">{PAGINATION_ELLIPSIS}</PaginationEllipsis>
            </li>
          ) : (
            <li key={item}>
              <PaginationButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item, false)}
              >
                {item}
              </PaginationButton>
            </li>
          ),
        )}
        <EdgeButton
          label={nextLabel}
          icon={<ChevronRight />}
          target={current + 1}
          disabled={isAtEnd}
          isFirstOrLast={false}
          onGo={go}
        />
        <EdgeButton
          label={lastLabel}
          icon={<ChevronsRight />}
          target={count}
          disabled={isAtEnd}
          isFirstOrLast
          onGo={go}
        />
      </PaginationList>
    </StyledPagination>
  );
}

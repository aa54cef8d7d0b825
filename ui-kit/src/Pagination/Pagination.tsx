import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import {
  useEffect,
  useRef,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { breakpointValue } from '@merci/tokens';
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

/** On a phone: five entries, so that 44 px buttons and both arrows hold on one 343 px row. */
export const COMPACT_MAX_ITEMS = 5;

/**
 * The entries of the page list: every page up to `maxItems` (7, or 5 on a phone), else the first
 * and last pages, the current one (with its neighbours for 7), and an ellipsis for each gap,
 * always `maxItems` long. `paginationItems(6, 12)` gives `[1, '…', 5, 6, 7, '…', 12]`,
 * `paginationItems(6, 12, 5)` gives `[1, '…', 6, '…', 12]`.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  maxItems: 5 | 7 = MAX_ITEMS,
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (count <= maxItems) return range(1, count);

  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // First page, ellipsis, the pages around the current one, ellipsis, last page.
  const half = Math.floor((maxItems - 4) / 2);
  const edge = maxItems - 2;
  if (current <= edge - half) return [...range(1, edge), PAGINATION_ELLIPSIS, count];
  if (current >= count - edge + 1 + half) return [1, PAGINATION_ELLIPSIS, ...range(count - edge + 1, count)];
  return [1, PAGINATION_ELLIPSIS, ...range(current - half, current + half), PAGINATION_ELLIPSIS, count];
}

const COMPACT_QUERY = `(max-width: ${breakpointValue.sm - 0.02}px)`;

/** Whether the window is a phone's (below sm); false on the server and without matchMedia. */
function useIsCompact(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(COMPACT_QUERY);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(COMPACT_QUERY).matches ?? false,
    () => false,
  );
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
 * the first and last buttons give way (the first and last pages stay in the list) and the list
 * holds 5 entries; below `md` every button is 44 px, a thumb's target.
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
  const isCompact = useIsCompact();
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
        {paginationItems(current, count, isCompact ? COMPACT_MAX_ITEMS : MAX_ITEMS).map((item, index) =>
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

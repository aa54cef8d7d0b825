import styled, { css } from 'styled-components';
import type { DataTableAlign } from './DataTable.types';
import { visuallyHiddenStyle } from '../VisuallyHidden/VisuallyHidden.styles';

const alignStyles = {
  start: css`
    text-align: start;
  `,
  end: css`
    text-align: end;
    /* Digits of equal width, so that amounts line up. */
    font-variant-numeric: tabular-nums;
  `,
  center: css`
    text-align: center;
  `,
} as const satisfies Record<DataTableAlign, unknown>;

const justifyOf = { start: 'flex-start', end: 'flex-end', center: 'center' } as const satisfies Record<
  DataTableAlign,
  string
>;

/** The scroll shadow: the near-black of the text, faint. */
const shade = (colour: string) => `color-mix(in srgb, ${colour} 22%, transparent)`;

/** Below this width of the table's container, each row is drawn as a card (ADR 032). */
export const DATA_TABLE_CARD_BREAKPOINT = 640;

/** Styles of the card layout, under the container query. */
const cards = (styles: ReturnType<typeof css>) => css`
  @container merci-data-table (max-width: ${DATA_TABLE_CARD_BREAKPOINT - 0.02}px) {
    ${styles}
  }
`;

export const StyledDataTable = styled.div`
  /* base */
  display: block;
  min-width: 0;
  /* The cards follow the width the table has, not the window's: a table in a narrow column too. */
  container: merci-data-table / inline-size;
`;

/** The white surface around the table or its empty state. */
export const DataTableFrame = styled.div`
  /* base */
  overflow: hidden;
  /* A table below the fold is laid out and painted when it nears the screen, not with the first
     frame (Lighthouse's blocking time on /rewards, two tables: ~100 ms less at 4× CPU). Once drawn,
     the browser keeps its size for when it leaves the screen again. */
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

/**
 * Scrolls sideways when the table is wider than the screen; focusable, so by keyboard too. A
 * shadow shows on each side that hides columns: the covers scroll with the content and uncover
 * the shadows, which stay with the box (background-attachment local and scroll).
 */
export const DataTableScrollRegion = styled.div`
  /* base */
  /* Holds the absolutely placed hidden texts (a caption, an actions header) inside the scroll. */
  position: relative;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  background:
    linear-gradient(to right, ${({ theme }) => theme.color.surfaceDefault} 30%, transparent) left /
      ${({ theme }) => theme.space[7]}px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.color.surfaceDefault} 30%, transparent) right /
      ${({ theme }) => theme.space[7]}px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${({ theme }) => shade(theme.color.neutral900)}, transparent)
      left / ${({ theme }) => theme.space[3]}px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${({ theme }) => shade(theme.color.neutral900)}, transparent)
      right / ${({ theme }) => theme.space[3]}px 100% no-repeat scroll;

  /* states */
  &:focus-visible {
    /* Inside the frame, which clips what overflows its rounded corners. */
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const StyledTable = styled.table`
  /* base */
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  ${cards(css`
    display: block;

    & > tbody {
      display: block;
    }
  `)}
`;

/** The header row: kept for screen readers on a card, where each value carries its label. */
export const DataTableHead = styled.thead`
  ${cards(visuallyHiddenStyle)}
`;

export const DataTableCaption = styled.caption<{ $isHidden: boolean }>`
  /* base */
  caption-side: top;
  text-align: start;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  /* size */
  padding: ${({ theme, $isHidden }) => ($isHidden ? 0 : `${theme.space[4]}px ${theme.space[4]}px ${theme.space[3]}px`)};

  /* colour: on the frame, above the cover of the scroll shadow */
  background: ${({ theme }) => theme.color.surfaceDefault};

  ${cards(css`
    display: block;
  `)}
`;

/** The visible caption's text stays in view while the table scrolls sideways beneath it. */
export const DataTableCaptionText = styled.span`
  position: sticky;
  inset-inline-start: ${({ theme }) => theme.space[4]}px;
`;

export const DataTableHeaderCell = styled.th<{ $align: DataTableAlign }>`
  /* base */
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  vertical-align: bottom;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};

  /* size */
  width: var(--merci-data-table-column-width, auto);
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  ${({ $align }) => alignStyles[$align]}

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

/** A row as a card: the title first, then the label/value lines, one below the other. */
const rowAsCard = css`
  ${cards(css`
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => `${theme.space[4]}px`};

    &:not(:last-child) {
      border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
    }

    &:not(:last-child) > * {
      border-bottom: 0;
    }
  `)}
`;

export const DataTableRow = styled.tr`
  /* states */
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSubtle};
  }

  /* children */
  &:not(:last-child) > * {
    border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
  }

  ${rowAsCard}
  ${cards(css`
    &:hover {
      background: none;
    }
  `)}
`;

export const DataTableSkeletonRow = styled.tr`
  /* children */
  &:not(:last-child) > * {
    border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
  }

  ${rowAsCard}
`;

export const DataTableCell = styled.td<{ $align: DataTableAlign; $isRowHeader?: boolean }>`
  /* base */
  white-space: nowrap;
  vertical-align: middle;
  font-weight: ${({ theme, $isRowHeader }) => ($isRowHeader ? theme.font.weight.medium : 'inherit')};

  /* size: 48 px rows, room for a 32 px row-actions button */
  height: ${({ theme }) => theme.space[8]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  ${({ $align }) => alignStyles[$align]}

  /* children: a plain link (no class of its own) in the link colour */
  & a:not([class]) {
    color: ${({ theme }) => theme.color.textLink};
    text-underline-offset: 0.15em;
  }

  /* On a card: a label and its value side by side; the title, first and larger; a cell without
     label (the actions) at full width; buttons a thumb's height. */
  ${cards(css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    height: auto;
    padding: 0;
    white-space: normal;
    overflow-wrap: anywhere;
    text-align: start;

    &[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
    }

    &:not([data-label]) {
      grid-template-columns: minmax(0, 1fr);
    }

    &[scope='row'] {
      order: -1;
      font-size: ${({ theme }) => theme.font.size.md};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }

    & :is(button, a[class]) {
      min-block-size: 44px;
    }
  `)}
`;

/** A value; on a card, its start lines up with the other values, whatever the column's align. */
export const DataTableValue = styled.div`
  display: contents;

  ${cards(css`
    display: block;
    min-width: 0;
    justify-self: start;
  `)}
`;

/** A column's cell in the table, hidden on a card, which shows its `cardCell` instead. */
export const DataTableTableView = styled.div`
  display: contents;

  ${cards(css`
    display: none;
  `)}
`;

/** A column's `cardCell`, on a card only. */
export const DataTableCardView = styled.div`
  display: none;

  ${cards(css`
    display: block;
    min-width: 0;
  `)}
`;

export const DataTableSkeleton = styled.div<{ $align: DataTableAlign }>`
  /* base */
  display: flex;
  justify-content: ${({ $align }) => justifyOf[$align]};
`;

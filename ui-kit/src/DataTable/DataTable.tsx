import {
  useId,
  type CSSProperties,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { EmptyState } from '../EmptyState';
import { ListError } from '../ListError';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  DataTableCaption,
  DataTableCaptionText,
  DataTableCardView,
  DataTableCell,
  DataTableFrame,
  DataTableHead,
  DataTableHeaderCell,
  DataTableRow,
  DataTableScrollRegion,
  DataTableSkeleton,
  DataTableSkeletonRow,
  DataTableTableView,
  DataTableValue,
  StyledDataTable,
  StyledTable,
} from './DataTable.styles';
import type { DataTableAlign } from './DataTable.types';

/** One column: its header and how to draw its cell from a row. */
export interface DataTableColumn<Row> {
  /** Stable identifier, unique in the table, e.g. `'username'`. */
  id: string;
  /** Header text; for an actions column, a `VisuallyHidden` text (a header is never empty). */
  header: ReactNode;
  /** Draws the cell of this column for a row. */
  cell: (row: Row) => ReactNode;
  /**
   * Horizontal alignment of the header and the cells: `end` for numbers and amounts.
   * @default 'start'
   */
  align?: DataTableAlign;
  /** Preferred width as a CSS length, e.g. `'12rem'` or `'1%'` (as narrow as the content). */
  width?: string;
  /**
   * Draws the cells as row headers (`th scope="row"`): the column that names the row, e.g.
   * the ambassador.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * The label of the cell's value on a phone, where each row is a card of label/value pairs.
   * Defaults to `header` when it is a string; without either (an actions column), the value takes
   * the card's whole width, unlabelled.
   */
  label?: string;
  /**
   * What the card shows for this column on a phone instead of `cell`, e.g. the row's actions as
   * buttons where the table has a menu.
   */
  cardCell?: (row: Row) => ReactNode;
}

/** What `onRetry` receives: the click on the retry button. */
export interface DataTableRetryDetails {
  /** The click on the retry button. */
  event: MouseEvent<HTMLButtonElement>;
}

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The columns, in display order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable key of a row, e.g. its id. */
  getRowId: (row: Row) => string | number;
  /** Names the table (its `caption`) and its scroll group, e.g. 'Récompenses attribuées'. */
  caption: ReactNode;
  /**
   * Keeps the caption for screen readers only, when a visible heading already titles the table.
   * @default false
   */
  isCaptionHidden?: boolean;
  /**
   * Shows skeleton rows in place of the rows and marks the scroll group `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Number of skeleton rows while loading; the page size keeps the height steady.
   * @default 5
   */
  loadingRowCount?: number;
  /** Shown in place of the table when there are no rows, e.g. 'Aucune récompense attribuée pour le moment.'. */
  emptyMessage: ReactNode;
  /** An action below the empty message, e.g. a button that leads to where rows are created. */
  emptyAction?: ReactNode;
  /** When set, a danger alert (ListError) says it in place of the table, e.g. 'Les récompenses n’ont pas pu être chargées.'. */
  errorMessage?: ReactNode;
  /** Optional bold first line of the error alert, e.g. 'Oups, une erreur est survenue.'. */
  errorTitle?: ReactNode;
  /**
   * The rows are being loaded again after a failure: the retry button spins.
   * @default false
   */
  isRetrying?: boolean;
  /** Text of the retry button in the error alert, e.g. 'Réessayer'; shown with `onRetry`. */
  retryLabel?: string;
  /** Called when the retry button of the error alert is clicked; shown with `retryLabel`. */
  onRetry?: (details: DataTableRetryDetails) => void;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Skeleton widths, by column, so that the placeholder rows do not look like a grid of bars. */
const SKELETON_WIDTHS = ['70%', '55%', '85%', '45%', '65%'] as const;

/** The card's label of a column: its `label`, else its header when that is plain text. */
function labelOf<Row>(column: DataTableColumn<Row>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

function widthVariable(width: string | undefined): CSSProperties | undefined {
  return width === undefined ? undefined : ({ '--merci-data-table-column-width': width } as CSSProperties);
}

/**
 * A semantic table (`caption`, `th scope="col"`, optional row headers) drawn from typed columns,
 * with its loading, empty and error states. Below 640 px of width (a container query, so a
 * table in a narrow column too), each row is drawn as a card: the row header as its title, then
 * each other column as a label and its value, the actions at full width; the same table
 * underneath, with explicit table roles so that screen readers still meet a table. Wider, when
 * the columns still overflow, it scrolls sideways inside a focusable group named by the caption.
 *
 * States, by priority: loading (skeleton rows, `aria-busy`), error (a danger alert with an
 * optional retry), empty (an EmptyState with an optional action), then the rows.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  isCaptionHidden = false,
  isLoading = false,
  loadingRowCount = 5,
  emptyMessage,
  emptyAction,
  errorMessage,
  errorTitle,
  isRetrying = false,
  retryLabel,
  onRetry,
  ...rest
}: DataTableProps<Row>): ReactElement {
  const captionId = useId();
  const hasError = !isLoading && errorMessage !== undefined && errorMessage !== null;
  const isEmpty = !isLoading && !hasError && rows.length === 0;

  if (hasError) {
    return (
      <StyledDataTable {...rest}>
        <ListError
          message={errorMessage}
          title={errorTitle}
          retryLabel={retryLabel}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      </StyledDataTable>
    );
  }

  if (isEmpty) {
    return (
      <StyledDataTable {...rest}>
        <DataTableFrame>
          <EmptyState message={emptyMessage} action={emptyAction} />
        </DataTableFrame>
      </StyledDataTable>
    );
  }

  return (
    <StyledDataTable {...rest}>
      <DataTableFrame>
        <DataTableScrollRegion
          // A group, not a region landmark: a section titled like the caption would repeat it.
          role="group"
          aria-labelledby={captionId}
          aria-busy={isLoading || undefined}
          // Focusable so that a keyboard can scroll it when the table is wider than the screen.
          tabIndex={0}
        >
          {/* Explicit roles: a table drawn as cards (display changed) stays a table for every
              screen reader; some drop the semantics of a table whose display is not a table's. */}
          <StyledTable role="table" aria-labelledby={captionId}>
            <DataTableCaption id={captionId} $isHidden={isCaptionHidden}>
              {isCaptionHidden ? (
                <VisuallyHidden>{caption}</VisuallyHidden>
              ) : (
                <DataTableCaptionText>{caption}</DataTableCaptionText>
              )}
            </DataTableCaption>
            <DataTableHead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <DataTableHeaderCell
                    key={column.id}
                    role="columnheader"
                    scope="col"
                    $align={column.align ?? 'start'}
                    style={widthVariable(column.width)}
                  >
                    {column.header}
                  </DataTableHeaderCell>
                ))}
              </tr>
            </DataTableHead>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when drawn as cards (above) */}
            <tbody role="rowgroup">
              {isLoading
                ? Array.from({ length: Math.max(1, Math.floor(loadingRowCount)) }, (_, rowIndex) => (
                    <DataTableSkeletonRow key={rowIndex} aria-hidden="true">
                      {columns.map((column, columnIndex) => (
                        <DataTableCell key={column.id} $align={column.align ?? 'start'}>
                          <DataTableSkeleton $align={column.align ?? 'start'}>
                            <Skeleton
                              width={SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length]}
                            />
                          </DataTableSkeleton>
                        </DataTableCell>
                      ))}
                    </DataTableSkeletonRow>
                  ))
                : rows.map((row) => (
                    <DataTableRow key={getRowId(row)} role="row">
                      {columns.map((column) => {
                        const label = labelOf(column);
                        return (
                          <DataTableCell
                            key={column.id}
                            as={column.isRowHeader ? 'th' : 'td'}
                            role={column.isRowHeader ? 'rowheader' : 'cell'}
                            scope={column.isRowHeader ? 'row' : undefined}
                            // The card's label, drawn (and read) before the value on a card only:
                            // a card read line by line says each label before its value.
                            data-label={column.isRowHeader ? undefined : label}
                            $align={column.align ?? 'start'}
                            $isRowHeader={column.isRowHeader ?? false}
                          >
                            {column.cardCell ? (
                              <>
                                <DataTableTableView>{column.cell(row)}</DataTableTableView>
                                <DataTableCardView>{column.cardCell(row)}</DataTableCardView>
                              </>
                            ) : (
                              <DataTableValue>{column.cell(row)}</DataTableValue>
                            )}
                          </DataTableCell>
                        );
                      })}
                    </DataTableRow>
                  ))}
            </tbody>
          </StyledTable>
        </DataTableScrollRegion>
      </DataTableFrame>
    </StyledDataTable>
  );
}

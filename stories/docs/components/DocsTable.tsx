import type { ReactNode } from 'react';
import { HiddenCaption, Table, TableCard } from './docs.styles';

export interface DocsTableProps {
  /** Names the table for screen readers; the page's heading says it for the eye. */
  caption: ReactNode;
  /** The header cells (`Th scope="col"`), in order. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A table of the docs pages, in its card. */
export function DocsTable({ caption, head, children }: DocsTableProps) {
  return (
    <TableCard>
      <Table>
        <HiddenCaption>{caption}</HiddenCaption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableCard>
  );
}

import styled from 'styled-components';

/**
 * Table cells do not wrap; these texts may be long (several content types, a voucher's
 * description, a date range), so they wrap between words within a bounded width and the tables
 * keep their actions in view on a laptop screen (the rewards tables fit 1200 px). A word is only
 * cut when it alone is wider than the cell may grow.
 */
export const CellText = styled.span`
  display: block;
  min-width: 4rem;
  max-width: 16rem;
  white-space: normal;
  overflow-wrap: break-word;
`;

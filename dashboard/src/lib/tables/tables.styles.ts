import styled from 'styled-components';

/**
 * Table cells do not wrap; these texts may be long (several content types, a voucher's
 * description, a date range), so they wrap within a bounded width and the tables keep their
 * actions in view on a laptop screen.
 */
export const CellText = styled.span`
  display: block;
  min-width: 6rem;
  max-width: 16rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;

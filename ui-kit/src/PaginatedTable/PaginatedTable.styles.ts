import styled from 'styled-components';

export const StyledPaginatedTable = styled.div`
  /* base */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;

import styled from 'styled-components';

/** Start and end side by side, one above the other when the column is too narrow for both. */
export const DateRangeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space[9] * 3}px, 1fr));
  gap: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  align-items: start;
`;

import styled from 'styled-components';

export const StyledEmptyState = styled.div`
  /* base */
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  text-align: center;

  /* size */
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[4]}px`};

  /* colour: transparent, on a card or on the page */
  color: ${({ theme }) => theme.color.textMuted};
`;

export const EmptyStateIcon = styled.span`
  display: inline-flex;

  svg {
    width: ${({ theme }) => theme.space[7]}px;
    height: ${({ theme }) => theme.space[7]}px;
  }
`;

export const EmptyStateMessage = styled.p`
  max-width: 40ch;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const EmptyStateAction = styled.div`
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

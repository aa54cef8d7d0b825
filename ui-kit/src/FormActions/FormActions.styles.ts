import styled from 'styled-components';

/** Back on the left, submit on the right; full-width buttons stacked (submit first) on a phone. */
export const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  justify-content: space-between;

  & > :only-child {
    margin-inline-start: auto;
  }

  ${({ theme }) => theme.media.down('sm')} {
    flex-direction: column-reverse;
    align-items: stretch;

    & > :only-child {
      margin-inline-start: 0;
    }
  }
`;

import styled from 'styled-components';

export const TodoList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One thing to do: what and how many, then its action; the action wraps under on a phone. */
export const TodoRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px 0;
  border-top: 1px solid ${({ theme }) => theme.color.borderDefault};

  &:first-child {
    border-top: none;
    padding-top: 0;
  }
`;

export const RowText = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  flex: 1 1 16rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const RowIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The use requests answered in place, under their count. */
export const RequestList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  flex: 1 1 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RequestItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
`;

/** Accept and refuse side by side, sharing the width on a phone (their texts alone fit it). */
export const RequestActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]}px;
  flex: 1 1 100%;

  ${({ theme }) => theme.media.up('sm')} {
    display: flex;
    flex: none;
  }
`;

import styled from 'styled-components';

export const GridItem = styled.li`
  display: flex;
  min-width: 0;
  list-style: none;

  > * {
    flex: 1;
  }
`;

export const PullBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
`;

export const PullStatusText = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

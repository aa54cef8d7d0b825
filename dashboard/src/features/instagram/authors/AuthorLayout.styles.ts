import styled from 'styled-components';

export const AuthorTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

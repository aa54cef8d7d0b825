import styled from 'styled-components';

export const Page = styled.main`
  display: grid;
  place-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]}px;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

import styled from 'styled-components';

export const Page = styled.main`
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]}px;
  text-align: center;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

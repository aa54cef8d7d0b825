import styled from 'styled-components';

export const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const FeatureList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

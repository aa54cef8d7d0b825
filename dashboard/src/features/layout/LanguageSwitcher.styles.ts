import styled from 'styled-components';

export const Select = styled.select`
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space[2]}px`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceDefault};
  color: ${({ theme }) => theme.color.textDefault};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

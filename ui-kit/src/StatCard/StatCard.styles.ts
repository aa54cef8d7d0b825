import styled from 'styled-components';

export const StatCardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StatCardIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.brandPrimary};

  & > svg {
    width: ${({ theme }) => theme.space[5]}px;
    height: ${({ theme }) => theme.space[5]}px;
  }
`;

export const StatCardLabel = styled.p`
  min-width: 0;
  margin: 0;
  overflow-wrap: break-word;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

export const StatCardValue = styled.p`
  margin: ${({ theme }) => `${theme.space[2]}px 0 0`};
  color: ${({ theme }) => theme.color.textDefault};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const StatCardHint = styled.p`
  margin: ${({ theme }) => `${theme.space[1]}px 0 0`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

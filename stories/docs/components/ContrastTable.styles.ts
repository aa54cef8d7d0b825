import styled, { css } from 'styled-components';

/** The foreground on the background; large pairs also draw a ring, as borders and focus do. */
export const Sample = styled.span<{ $isLarge: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 128px;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.md};
  color: var(--sample-fg);
  background: var(--sample-bg);

  ${({ $isLarge }) =>
    $isLarge &&
    css`
      font-size: 24px;
      font-weight: ${({ theme }) => theme.font.weight.semibold};
      line-height: 1;
      border: 2px solid var(--sample-fg);
    `}
`;

export const TokenName = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

export const Dot = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: var(--dot);
`;

export const Verdict = styled.span<{ $passes: boolean }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  color: ${({ $passes, theme }) => ($passes ? theme.color.textSuccess : theme.color.textDanger)};
  background: ${({ $passes, theme }) => ($passes ? theme.color.surfaceSuccess : theme.color.surfaceDanger)};
`;

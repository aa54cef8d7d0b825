import type { CSSProperties } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import type { RewardType } from '@merci/domain';

/**
 * Printing /analytics gives the figures alone: the layout's header, navigation and banner, and
 * the page's own buttons (`data-print-hidden`), stay off paper; a card never splits across pages.
 */
export const AnalyticsPrintStyle = createGlobalStyle`
  @media print {
    body {
      background: ${({ theme }) => theme.color.surfaceDefault};
    }

    header,
    nav,
    [data-print-hidden] {
      display: none !important;
    }

    [data-print-card] {
      break-inside: avoid;
      box-shadow: none;
    }
  }
`;

/** The title row: the title on the left, the period and print on the right, wrapping on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const PeriodBox = styled.div`
  width: 14rem;
  max-width: 100%;
`;

/** The chart takes the card's width; the SVG is drawn at that width. */
export const ChartFrame = styled.div`
  width: 100%;
  min-width: 0;

  svg {
    display: block;
    overflow: visible;
  }
`;

const swatchColours = {
  percent: css`
    background: ${({ theme }) => theme.color.surfaceRewardPercent};
    border-color: ${({ theme }) => theme.color.textRewardPercent};
  `,
  code: css`
    background: ${({ theme }) => theme.color.surfaceRewardCode};
    border-color: ${({ theme }) => theme.color.textRewardCode};
  `,
  voucher: css`
    background: ${({ theme }) => theme.color.surfaceRewardVoucher};
    border-color: ${({ theme }) => theme.color.textRewardVoucher};
  `,
  other: css`
    background: ${({ theme }) => theme.color.surfaceRewardOther};
    border-color: ${({ theme }) => theme.color.textRewardOther};
  `,
} as const satisfies Record<RewardType, unknown>;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[5]}px`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The colour of a reward type, as in the chart: light fill, dark edge. */
export const Swatch = styled.span<{ $type: RewardType }>`
  display: inline-block;
  flex: none;
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ $type }) => swatchColours[$type]}
`;

/** The data table of the chart: opened by 'Voir les données', always printed. */
export const ChartData = styled.div<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};

  @media print {
    display: block;
  }
`;

export const BreakdownList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BreakdownRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A share as a bar; the figures beside it say the same in text. */
export const ShareBar = styled.span`
  grid-column: 1 / -1;
  height: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.color.brandPrimary} var(--merci-share),
    ${({ theme }) => theme.color.surfaceMuted} var(--merci-share)
  );

  @media print {
    print-color-adjust: exact;
  }
`;

export const shareVariable = (share: number): CSSProperties =>
  ({ '--merci-share': `${Math.round(share * 1000) / 10}%` }) as CSSProperties;

export const RankList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: rank;
`;

export const RankItem = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  counter-increment: rank;
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before {
    content: counter(rank) '.';
    min-width: ${({ theme }) => theme.space[5]}px;
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const RankName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

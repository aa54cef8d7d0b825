import styled, { css } from 'styled-components';

export const Frame = styled.div`
  margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[8]}px;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.textDefault};
`;

export const SectionTitle = styled.h3`
  margin: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A titled group of tokens; groups after the first keep their distance. */
export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[8]}px;
  }

  & > ${SectionTitle} {
    margin-top: 0;
  }
`;

export const SectionLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  max-width: 72ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

/** A token name or value set in a soft chip, as in code. */
export const Chip = styled(Mono)`
  padding: 1px ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSubtle};
  color: ${({ theme }) => theme.color.textDefault};
`;

/** A custom property name in a table cell, kept on one line. */
export const VarName = styled(Chip)`
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Card = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

const cell = css`
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
  text-align: left;
  vertical-align: middle;
`;

export const TableCard = styled(Card)`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const Th = styled.th<{ $isNumeric?: boolean }>`
  ${cell}
  ${({ $isNumeric }) =>
    $isNumeric &&
    css`
      text-align: right;
    `}
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

export const RowTh = styled.th`
  ${cell}
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const Td = styled.td<{ $isNumeric?: boolean; $isNoWrap?: boolean }>`
  ${cell}
  ${({ $isNumeric }) =>
    $isNumeric &&
    css`
      text-align: right;
      font-variant-numeric: tabular-nums;
    `}
  ${({ $isNumeric, $isNoWrap }) =>
    ($isNumeric || $isNoWrap) &&
    css`
      white-space: nowrap;
    `}
`;

/** The theme path under a row's name, in code and at regular weight. */
export const ThemePath = styled(Mono)`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Names and values stacked in one cell: the theme key above its custom property. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: flex-start;
`;

/** A table caption for assistive technologies; the page heading says the same to the eye. */
export const HiddenCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

import styled from 'styled-components';

export const StyledFilterBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

/**
 * The row of `leading` and the disclosure button; from `md`, where the button is gone, it is
 * only there for `leading`.
 */
export const FilterHead = styled.div<{ $hasLeading: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    display: ${({ $hasLeading }) => ($hasLeading ? 'flex' : 'none')};
  }
`;

/** The disclosure button: below `md` only, where the fields may be hidden. */
export const FilterToggle = styled.div`
  display: flex;

  & > button {
    min-height: 44px;
  }

  ${({ theme }) => theme.media.up('md')} {
    display: none;
  }
`;

/**
 * One row from `md`; below, the same fields stacked at full width (no duplicated markup), hidden
 * while the disclosure is closed.
 */
export const FilterFields = styled.div<{ $isCollapsed: boolean }>`
  /* base */
  display: ${({ $isCollapsed }) => ($isCollapsed ? 'none' : 'flex')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

/** Holds the type Select: full width when stacked, 12 rem in the row. */
export const FilterTypeField = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    width: 12rem;
  }
`;

/** Holds a like_count NumberInput: full width when stacked, 9 rem in the row. */
export const FilterCountField = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    width: 9rem;
  }
`;

/**
 * The reset button: full width when stacked, its own width in the row, level with the inputs
 * below their labels (the fields' tops line up, so that a range error under the maximum does not
 * move the rest of the row).
 */
export const FilterReset = styled.div`
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.up('md')} {
    flex-direction: row;
    margin-top: calc(
      ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight.snug} +
        ${({ theme }) => theme.space[1]}px
    );
  }
`;

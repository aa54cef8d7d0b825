import styled from 'styled-components';

/** One row from `md`; below, the same fields stacked at full width (no duplicated markup). */
export const StyledFilterBar = styled.div`
  /* base */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-end;
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

/** The reset button: full width when stacked, its own width in the row. */
export const FilterReset = styled.div`
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.up('md')} {
    flex-direction: row;
  }
`;

import styled from 'styled-components';

export const OptionList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[5]}px`};
`;

/** One checkbox and its text; the whole row is the click target. */
export const OptionLabel = styled.label`
  /* base */
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  cursor: pointer;

  /* size */
  min-height: ${({ theme }) => theme.space[7]}px;
  font-size: ${({ theme }) => theme.font.size.md};

  /* states */
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.55;
  }

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
`;

export const OptionCheckbox = styled.input`
  /* base */
  flex-shrink: 0;
  margin: 0;
  cursor: inherit;

  /* size */
  width: ${({ theme }) => theme.space[4] + 2}px;
  height: ${({ theme }) => theme.space[4] + 2}px;

  /* colour */
  accent-color: ${({ theme }) => theme.color.brandPrimary};
`;

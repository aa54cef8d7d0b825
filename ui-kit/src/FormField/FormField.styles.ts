import styled, { css } from 'styled-components';
import { visuallyHiddenStyle } from '../VisuallyHidden/VisuallyHidden.styles';

/**
 * The box of a text-like control (input, select, textarea), shared by every field of the kit so
 * that they line up: 40 px high like a medium Button, a 3:1 border, the danger border when invalid.
 */
export const fieldControlStyles = css`
  /* base */
  display: block;
  width: 100%;
  min-width: 0;
  margin: 0;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  /* size */
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.font.size.md};

  /* states */
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
  border-color: ${({ theme }) => theme.color.borderStrong};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.textDefault};
  }

  &[aria-invalid='true'],
  &:user-invalid {
    border-color: ${({ theme }) => theme.color.borderDanger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderDanger};
  }

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
`;

const labelStyles = css`
  /* base */
  display: block;
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
`;

/** Wraps the control so that an inline field can place it in the first column. */
export const FieldControl = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

/**
 * One field: label, hint, control and error stacked; `$isInline` puts the control before the
 * label on one row (a switch), hint and error under the label.
 */
export const FieldRoot = styled.div<{ $isInline: boolean; $isDisabled: boolean }>`
  /* base */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${({ $isInline, theme }) =>
    $isInline &&
    css`
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      column-gap: ${theme.space[3]}px;
      row-gap: ${theme.space[1]}px;
      align-items: center;

      & > * {
        grid-column: 2;
      }

      & > ${FieldControl} {
        grid-row: 1;
        grid-column: 1;
      }
    `}

  /* states */
  ${({ $isDisabled }) =>
    $isDisabled &&
    css`
      & > label,
      & > legend {
        opacity: 0.55;
      }
    `}
`;

export const FieldLabel = styled.label<{ $isHidden: boolean }>`
  ${labelStyles}

  /* states */
  ${({ $isHidden }) => $isHidden && visuallyHiddenStyle}
`;

/** The label of a group (`fieldset`): floats in the flow like a label. */
export const FieldLegend = styled.legend<{ $isHidden: boolean }>`
  ${labelStyles}
  /* Floated, the legend leaves the fieldset's border and becomes an item of the column. */
  float: left;
  width: 100%;

  /* states */
  ${({ $isHidden }) => $isHidden && visuallyHiddenStyle}
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.textDanger};
`;

export const FieldHint = styled.p`
  /* base */
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.p`
  /* base */
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  align-items: flex-start;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textDanger};

  /* children */
  & > svg {
    flex-shrink: 0;
    width: 1.15em;
    height: 1.15em;
    margin-top: 0.05em;
  }
`;

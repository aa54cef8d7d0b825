import styled, { css } from 'styled-components';
import type { AlertTone } from './Alert';
import { dismissButtonStyles } from '../styles/dismissButton';

const toneStyles = {
  danger: css`
    color: ${({ theme }) => theme.color.textDanger};
    background: ${({ theme }) => theme.color.surfaceDanger};
    border-color: ${({ theme }) => theme.color.borderDanger};
  `,
  warning: css`
    color: ${({ theme }) => theme.color.textWarning};
    background: ${({ theme }) => theme.color.surfaceWarning};
    border-color: ${({ theme }) => theme.color.borderWarning};
  `,
  success: css`
    color: ${({ theme }) => theme.color.textSuccess};
    background: ${({ theme }) => theme.color.surfaceSuccess};
    border-color: ${({ theme }) => theme.color.borderSuccess};
  `,
  info: css`
    color: ${({ theme }) => theme.color.textInfo};
    background: ${({ theme }) => theme.color.surfaceInfo};
    border-color: ${({ theme }) => theme.color.borderInfo};
  `,
} as const satisfies Record<AlertTone, unknown>;

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  /* base */
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  border: 1px solid transparent;
  border-left-width: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  /* size */
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

  /* colour */
  ${({ $tone }) => toneStyles[$tone]}
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  flex: none;
  /* One line of text high, so that the icon sits on the first line. */
  height: calc(1em * ${({ theme }) => theme.font.lineHeight.normal});
  align-items: center;

  svg {
    width: ${({ theme }) => theme.space[5]}px;
    height: ${({ theme }) => theme.space[5]}px;
  }
`;

export const AlertBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const AlertMessage = styled.div`
  margin: 0;
`;

export const AlertDismissButton = styled.button`
  ${dismissButtonStyles}
`;

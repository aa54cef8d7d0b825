import styled, { css } from 'styled-components';
import type { ButtonVariant } from './Button';

const variantStyles = {
  primary: css`
    color: ${({ theme }) => theme.color.textOnBrand};
    background: ${({ theme }) => theme.color.brandPrimary};
    border-color: ${({ theme }) => theme.color.brandPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.brandPrimaryHover};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.color.brandPrimary};
    background: ${({ theme }) => theme.color.surfaceDefault};
    border-color: ${({ theme }) => theme.color.brandPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceSubtle};
    }
  `,
} as const satisfies Record<ButtonVariant, unknown>;

export const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  /* base */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  /* size */
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};

  /* states */
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  /* colour */
  ${({ $variant }) => variantStyles[$variant]}
`;

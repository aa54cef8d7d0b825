import styled, { css } from 'styled-components';
import { buttonVariantStyles } from '../Button/Button.styles';
import type { IconButtonSize, IconButtonVariant } from './IconButton.types';

const sizeStyles = {
  sm: css`
    width: ${({ theme }) => theme.space[7]}px;
    height: ${({ theme }) => theme.space[7]}px;
    --icon-button-icon-size: ${({ theme }) => theme.space[4]}px;
  `,
  md: css`
    width: 40px;
    height: 40px;
    --icon-button-icon-size: ${({ theme }) => theme.space[5]}px;
  `,
  lg: css`
    width: ${({ theme }) => theme.space[8]}px;
    height: ${({ theme }) => theme.space[8]}px;
    --icon-button-icon-size: ${({ theme }) => theme.space[6]}px;
  `,
} as const satisfies Record<IconButtonSize, unknown>;

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  /* base */
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};

  /* size: below md, never under 44 px, a thumb's target */
  ${({ $size }) => sizeStyles[$size]}

  ${({ theme }) => theme.media.down('md')} {
    min-width: 44px;
    min-height: 44px;
  }

  /* states */
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  /* colour */
  ${({ $variant }) => buttonVariantStyles[$variant]}
`;

export const IconButtonIcon = styled.span`
  display: inline-flex;

  & > svg {
    width: var(--icon-button-icon-size);
    height: var(--icon-button-icon-size);
  }
`;

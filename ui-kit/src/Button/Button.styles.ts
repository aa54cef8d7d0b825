import styled, { css } from 'styled-components';
import { fontSizeStyles } from '../styles/fontSize';
import type { ButtonSize, ButtonVariant } from './Button.types';

/** Hover and press colours apply only while the button can be used. */
const ENABLED = `&:not(:disabled):not([aria-disabled='true'])`;

/**
 * Colour of each variant, shared with IconButton. Text colours come from `contrastPairs` only:
 * ghost and link sit on `surfaceDefault` or `surfaceSubtle`.
 */
export const buttonVariantStyles = {
  primary: css`
    color: ${({ theme }) => theme.color.textOnBrand};
    background: ${({ theme }) => theme.color.brandPrimary};
    border-color: ${({ theme }) => theme.color.brandPrimary};

    ${ENABLED}:hover {
      background: ${({ theme }) => theme.color.brandPrimaryHover};
      border-color: ${({ theme }) => theme.color.brandPrimaryHover};
    }

    ${ENABLED}:active {
      background: ${({ theme }) => theme.color.brandPrimaryActive};
      border-color: ${({ theme }) => theme.color.brandPrimaryActive};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.color.brandPrimary};
    background: ${({ theme }) => theme.color.surfaceDefault};
    border-color: ${({ theme }) => theme.color.brandPrimary};

    ${ENABLED}:hover, ${ENABLED}:active {
      background: ${({ theme }) => theme.color.brandSubtle};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.color.textOnBrand};
    background: ${({ theme }) => theme.color.dangerSolid};
    border-color: ${({ theme }) => theme.color.dangerSolid};

    ${ENABLED}:hover, ${ENABLED}:active {
      background: ${({ theme }) => theme.color.dangerSolidHover};
      border-color: ${({ theme }) => theme.color.dangerSolidHover};
    }
  `,
  ghost: css`
    color: ${({ theme }) => theme.color.textDefault};
    background: transparent;
    border-color: transparent;

    ${ENABLED}:hover {
      background: ${({ theme }) => theme.color.surfaceSubtle};
    }

    ${ENABLED}:active {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  link: css`
    color: ${({ theme }) => theme.color.textLink};
    background: transparent;
    border-color: transparent;
    text-decoration: underline;
    text-underline-offset: 0.15em;

    ${ENABLED}:hover {
      text-decoration-thickness: 2px;
    }
  `,
} as const satisfies Record<ButtonVariant, unknown>;

const sizeStyles = {
  sm: css`
    min-height: ${({ theme }) => theme.space[7]}px;
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.space[8]}px;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[6]}px`};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
} as const satisfies Record<ButtonSize, unknown>;

/** A link-looking button keeps the text size of its size but loses the box around the text. */
const linkSizeStyles = fontSizeStyles satisfies Record<ButtonSize, unknown>;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  /* base */
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard},
    border-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};

  /* size */
  ${({ $variant, $size }) => ($variant === 'link' ? linkSizeStyles[$size] : sizeStyles[$size])}

  /* states */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  /* colour */
  ${({ $variant }) => buttonVariantStyles[$variant]}
`;

/** Label and icons; only made transparent while loading, so the width and the name stay. */
export const ButtonContent = styled.span<{ $isHidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  opacity: ${({ $isHidden }) => ($isHidden ? 0 : 1)};
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;

  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

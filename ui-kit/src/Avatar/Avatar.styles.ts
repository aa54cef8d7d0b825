import { Fallback, Image, Root } from '@radix-ui/react-avatar';
import styled, { css } from 'styled-components';
import type { AvatarSize } from './Avatar.types';

const sizeStyles = {
  sm: css`
    width: ${({ theme }) => theme.space[6]}px;
    height: ${({ theme }) => theme.space[6]}px;
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
  md: css`
    width: ${({ theme }) => theme.space[7]}px;
    height: ${({ theme }) => theme.space[7]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  lg: css`
    width: ${({ theme }) => theme.space[8]}px;
    height: ${({ theme }) => theme.space[8]}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
} as const satisfies Record<AvatarSize, unknown>;

export const StyledAvatar = styled(Root)<{ $size: AvatarSize }>`
  /* base */
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radius.pill};
  user-select: none;

  /* size */
  ${({ $size }) => sizeStyles[$size]}

  /* colour */
  background: ${({ theme }) => theme.color.brandSubtle};
`;

export const StyledImage = styled(Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const StyledFallback = styled(Fallback)`
  /* base */
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;

  /* colour */
  color: ${({ theme }) => theme.color.brandPrimary};
  background: ${({ theme }) => theme.color.brandSubtle};
`;

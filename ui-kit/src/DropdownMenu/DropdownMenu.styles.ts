import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import styled, { css, keyframes } from 'styled-components';
import type { DropdownMenuItemTone } from './DropdownMenu.types';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const MenuContent = styled(DropdownMenuPrimitive.Content)`
  /* base */
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};

  /* size */
  min-width: 12rem;
  padding: ${({ theme }) => theme.space[1]}px;

  /* states */
  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};
  }

  /* colour */
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

/** Text on `surfaceDefault` at rest, on `surfaceMuted` or `surfaceDanger` when highlighted. */
const toneStyles = {
  default: css`
    color: ${({ theme }) => theme.color.textDefault};

    &[data-highlighted] {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.color.textDanger};

    &[data-highlighted] {
      background: ${({ theme }) => theme.color.surfaceDanger};
    }
  `,
} as const satisfies Record<DropdownMenuItemTone, unknown>;

export const MenuItem = styled(DropdownMenuPrimitive.Item)<{ $tone: DropdownMenuItemTone }>`
  /* base */
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  cursor: pointer;
  user-select: none;
  outline: none;

  /* size */
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};

  /* states */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }

  /* colour */
  ${({ $tone }) => toneStyles[$tone]}

  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    background: none;
    cursor: not-allowed;
  }
`;

export const MenuItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;

  & > svg {
    width: ${({ theme }) => theme.space[4]}px;
    height: ${({ theme }) => theme.space[4]}px;
  }
`;

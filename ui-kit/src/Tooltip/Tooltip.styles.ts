import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const TooltipContent = styled(TooltipPrimitive.Content)`
  /* base */
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 20rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  overflow-wrap: break-word;

  /* size */
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};

  /* states */
  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};
  }

  /* colour */
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.surfaceInverse};
`;

export const TooltipArrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.color.surfaceInverse};
`;

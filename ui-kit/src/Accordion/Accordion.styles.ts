import { Content, Item, Root, Trigger } from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { rowButtonEnd } from '../styles/rowButton';

export const AccordionRoot = styled(Root)`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

export const AccordionItem = styled(Item)`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.borderDefault};
  }
`;

export const AccordionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const AccordionTrigger = styled(Trigger)`
  /* base */
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  border: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;

  /* size */
  min-height: ${({ theme }) => theme.space[8]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

  /* states */
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSubtle};
  }

  ${rowButtonEnd}

  & > svg {
    transition: transform ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};

    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }

  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;

export const AccordionContent = styled(Content)`
  padding: ${({ theme }) => `0 ${theme.space[4]}px ${theme.space[4]}px`};
  color: ${({ theme }) => theme.color.textMuted};
`;

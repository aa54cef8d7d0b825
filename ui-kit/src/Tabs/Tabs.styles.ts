import { Content, List, Trigger } from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { selectedTab, tab, tabRow } from './tabLook';

export const TabList = styled(List)`
  ${tabRow}
`;

export const Tab = styled(Trigger)`
  ${tab}

  &[data-state='active'] {
    ${selectedTab}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const TabPanel = styled(Content)`
  padding-top: ${({ theme }) => theme.space[4]}px;

  &:focus-visible {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

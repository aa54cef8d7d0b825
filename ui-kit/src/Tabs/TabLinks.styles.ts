import styled from 'styled-components';
import { selectedTab, tab, tabRow } from './tabLook';

// Apart from Tabs.styles.ts: route tabs are links, which need none of Radix's tabs code (~7 kB).
export const TabLinkList = styled.ul`
  ${tabRow}
`;

export const TabLink = styled.a`
  ${tab}

  &[aria-current='page'] {
    ${selectedTab}
  }
`;

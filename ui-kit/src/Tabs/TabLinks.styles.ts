import styled from 'styled-components';
import { selectedTab, tab, tabRow } from './tabLook';

// Apart from Tabs.styles.ts: route tabs are links, which need none of Radix's tabs code (~7 kB).
export const TabLinkList = styled.ul`
  ${tabRow}
  /* The links' offsets, for bringing the current one into view, are measured from the row. */
  position: relative;
`;

export const TabLink = styled.a`
  ${tab}

  &[aria-current='page'] {
    ${selectedTab}
  }
`;

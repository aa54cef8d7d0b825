import styled from 'styled-components';

/** A store's address has no space to break at: it wraps anywhere rather than widen a phone's page. */
export const StoreDomain = styled.span`
  overflow-wrap: anywhere;
`;

export const ScopeList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
`;

/** The address field and its button: side by side on a wide screen, the button under it on a phone. */
export const ConnectRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: end;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 28rem) auto;
  }
`;

/** The store's icon keeps its size beside an address that wraps. */
export const StoreIcon = styled.span`
  display: flex;
  flex-shrink: 0;
`;

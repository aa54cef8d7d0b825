import styled from 'styled-components';

export const MenuIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[4]}px 0`};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

export const MenuShopName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/** A long address wraps rather than being cut: the menu is where the whole of it can be read. */
export const MenuEmail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The navigation fills the drawer, its foot (language, Logout) at the bottom. */
export const MenuNavigation = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;

  & > nav {
    flex: 1;
    border-bottom: 0;
  }
`;

export const MenuFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Holds the language switcher at its own width, not the drawer's. */
export const MenuLanguage = styled.div`
  padding-inline-start: ${({ theme }) => theme.space[3]}px;
`;

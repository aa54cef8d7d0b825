import styled from 'styled-components';

export const Shell = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  grid-template-rows: 1fr;
  min-height: 100vh;

  /* On a phone the navigation is in the menu drawer: the page column alone. */
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: auto 1fr;
  }
`;

/**
 * Holds the SideNav, which draws its own surface and borders; sticky beside the page from md.
 * Below md the navigation is in the menu drawer instead.
 */
export const NavColumn = styled.div`
  ${({ theme }) => theme.media.down('md')} {
    display: none;
  }

  ${({ theme }) => theme.media.up('md')} {
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brandPrimary};
`;

export const MainColumn = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[7]}px`};
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** What the app bar leaves to the menu drawer on a phone (the language). */
export const DesktopOnly = styled.div`
  display: contents;

  ${({ theme }) => theme.media.down('md')} {
    display: none;
  }
`;

export const LogoutForm = styled.form`
  margin: 0;
`;

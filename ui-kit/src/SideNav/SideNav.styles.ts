import styled, { css } from 'styled-components';
import { rowButtonEnd } from '../styles/rowButton';

export const StyledSideNav = styled.nav`
  /* base */
  display: flex;
  flex-direction: column;

  /* size: a full-width bar below md, a full-height column from md up */
  align-self: flex-start;
  width: 100%;

  ${({ theme }) => theme.media.up('md')} {
    align-self: stretch;
    flex-shrink: 0;
    width: 15rem;
    min-height: 100%;
  }

  /* colour */
  background: ${({ theme }) => theme.color.surfaceDefault};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};

  ${({ theme }) => theme.media.up('md')} {
    border-right: 1px solid ${({ theme }) => theme.color.borderDefault};
    border-bottom: 0;
  }
`;

// Shared by the links and by `SideNavButton` (the logout action in the footer).
const item = css`
  /* base */
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  /* size: 44 px on a phone, a thumb's target */
  min-height: ${({ theme }) => theme.space[7] + theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};

  ${({ theme }) => theme.media.down('md')} {
    min-height: 44px;
  }

  /* states */
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  ${rowButtonEnd}
`;

export const SideNavToggle = styled.button`
  ${item}

  justify-content: flex-start;
  width: auto;
  margin: ${({ theme }) => theme.space[2]}px;

  ${({ theme }) => theme.media.up('md')} {
    display: none;
  }
`;

export const SideNavRegion = styled.div<{ $isExpanded: boolean }>`
  display: ${({ $isExpanded }) => ($isExpanded ? 'flex' : 'none')};
  flex: 1;
  flex-direction: column;

  ${({ theme }) => theme.media.up('md')} {
    display: flex;
  }
`;

export const SideNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  list-style: none;
`;

export const SideNavLink = styled.a`
  ${item}

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.brandPrimary};
    background: ${({ theme }) => theme.color.brandSubtle};
  }
`;

export const SideNavItemLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

export const SideNavBadge = styled.span`
  flex-shrink: 0;
  min-width: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => `0 ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.space[5]}px;
  text-align: center;
  color: ${({ theme }) => theme.color.textOnBrand};
  background: ${({ theme }) => theme.color.brandPrimary};
`;

export const SideNavFooter = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.color.borderDefault};
`;

export const StyledSideNavButton = styled.button`
  ${item}
`;

export { SideNav } from './SideNav';
export type { SideNavItem, SideNavProps } from './SideNav';
export { SideNavButton } from './SideNavButton';
export type { SideNavButtonProps } from './SideNavButton';

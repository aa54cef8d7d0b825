export { TabLinks } from './TabLinks';
export type { TabLinkItem, TabLinksProps } from './TabLinks';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';

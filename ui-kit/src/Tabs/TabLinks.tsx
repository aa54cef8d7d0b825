import {
  useLayoutEffect,
  useRef,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { TabLink, TabLinkList } from './TabLinks.styles';

export interface TabLinkItem {
  /** Identifies the tab; compared with `activeId`. */
  id: string;
  /** Text of the link. */
  label: ReactNode;
  /** Where the link goes (e.g. '/account/offer'). */
  href: string;
}

export interface TabLinksProps extends HTMLAttributes<HTMLElement> {
  /** The route tabs, in order. */
  items: readonly TabLinkItem[];
  /** The tab of the current page, marked `aria-current="page"`. */
  activeId?: string;
  /** Accessible name of the navigation landmark (e.g. 'Compte'). */
  label: string;
  /**
   * The component that renders each link, for client-side routing: it receives `href`,
   * `className`, `aria-current` and `children`, like an `<a>` (the dashboard passes an adapter
   * around react-router's `Link`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Forwarded to the `nav` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Tabs that are routes (/account, /account/offer…): a navigation landmark of links in the tab style,
 * the current one marked `aria-current="page"`. Keyboard users move with Tab, as between links.
 */
export function TabLinks({ items, activeId, label, linkAs, ...rest }: TabLinksProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const shownRef = useRef('');
  // A row that scrolls sideways shows the current tab whole: when the tab changes, and when the
  // labels change width (counts that arrive), not when a thumb has swiped the row since. Only the
  // row moves, never the page (scrollIntoView would).
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const shown = `${activeId}:${list.scrollWidth}`;
    if (shown === shownRef.current) return;
    shownRef.current = shown;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  });

  return (
    <nav aria-label={label} {...rest}>
      <TabLinkList ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <TabLink as={linkAs} href={item.href} aria-current={item.id === activeId ? 'page' : undefined}>
              {item.label}
            </TabLink>
          </li>
        ))}
      </TabLinkList>
    </nav>
  );
}

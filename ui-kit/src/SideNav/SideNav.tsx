import { useId, useState, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon';
import {
  SideNavBadge,
  SideNavFooter,
  SideNavItemLabel,
  SideNavLink,
  SideNavList,
  SideNavRegion,
  SideNavToggle,
  StyledSideNav,
} from './SideNav.styles';

export interface SideNavItem {
  /** Identifies the item (React key). */
  id: string;
  /** Text of the link. */
  label: ReactNode;
  /** Where the link goes (e.g. '/instagram/contents'). */
  href: string;
  /** A decorative `Icon` before the label. */
  icon?: ReactNode;
  /** Marks the link of the current section (`aria-current="page"`). */
  isActive?: boolean;
  /** A short counter after the label (e.g. unread notifications); it becomes part of the link's name. */
  badge?: ReactNode;
  /**
   * The counter in words, starting with the badge's text (e.g. '12 à récompenser'): the link's
   * name is then the label and this, instead of the label and the bare `badge`, and still holds
   * all that is seen (for speech input). Needs a text `label`.
   */
  badgeLabel?: string;
}

export interface SideNavProps extends HTMLAttributes<HTMLElement> {
  /** The navigation links, in order. */
  items: readonly SideNavItem[];
  /** Accessible name of the navigation landmark (e.g. 'Navigation principale'). */
  label: string;
  /**
   * Text of the button that shows and hides the links below the md breakpoint (e.g. 'Menu').
   * Without it there is no toggle and the links always show (a navigation inside a `Drawer`).
   */
  toggleLabel?: string;
  /** Content under the links, such as the logout form with a `SideNavButton`. */
  footer?: ReactNode;
  /**
   * The component that renders each link, for client-side routing: it receives `href`,
   * `className`, `aria-current`, `onClick` and `children`, like an `<a>`.
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Whether the links are shown below md, for a controlled menu; leave undefined to let the toggle drive it. */
  isExpanded?: boolean;
  /** Called when the toggle is pressed, or with `false` when a link is followed below md. */
  onExpandedChange?: (change: { isExpanded: boolean }) => void;
  /** Forwarded to the `nav` element. */
  ref?: Ref<HTMLElement>;
}

const hasBadge = (item: SideNavItem) => item.badge !== undefined && item.badge !== null;

/** The text of a label given as a string or a number (a `badgeLabel` needs one). */
const textOf = (label: ReactNode) =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : '';

/**
 * The side navigation of the signed-in layout. From md up it is a column of links; below md the
 * links fold behind a toggle button (`aria-expanded`, `aria-controls`) and fold again once one is
 * followed, unless there is no `toggleLabel` (the links then always show). Below md every link
 * and button is at least 44 px tall, a thumb's target.
 */
export function SideNav({
  items,
  label,
  toggleLabel,
  footer,
  linkAs,
  isExpanded: isExpandedProp,
  onExpandedChange,
  ...rest
}: SideNavProps) {
  const regionId = useId();
  const [isExpandedState, setExpandedState] = useState(false);
  const hasToggle = toggleLabel !== undefined;
  const isExpanded = !hasToggle || (isExpandedProp ?? isExpandedState);

  const setExpanded = (next: boolean) => {
    if (!hasToggle || next === isExpanded) return;
    setExpandedState(next);
    onExpandedChange?.({ isExpanded: next });
  };

  return (
    <StyledSideNav aria-label={label} {...rest}>
      {hasToggle ? (
        <SideNavToggle
          type="button"
          aria-expanded={isExpanded}
          aria-controls={regionId}
          onClick={() => setExpanded(!isExpanded)}
        >
          <Icon name={isExpanded ? 'x' : 'menu'} size={20} />
          {toggleLabel}
        </SideNavToggle>
      ) : null}
      <SideNavRegion id={regionId} $isExpanded={isExpanded}>
        <SideNavList>
          {items.map((item) => (
            <li key={item.id}>
              <SideNavLink
                as={linkAs}
                href={item.href}
                aria-current={item.isActive ? 'page' : undefined}
                aria-label={
                  hasBadge(item) && item.badgeLabel ? `${textOf(item.label)} ${item.badgeLabel}` : undefined
                }
                onClick={() => setExpanded(false)}
              >
                {item.icon}
                <SideNavItemLabel>{item.label}</SideNavItemLabel>
                {/* A space between the words and the count, for a name read from the text. */}
                {hasBadge(item) ? (
                  <>
                    {' '}
                    <SideNavBadge>{item.badge}</SideNavBadge>
                  </>
                ) : null}
              </SideNavLink>
            </li>
          ))}
        </SideNavList>
        {footer ? <SideNavFooter>{footer}</SideNavFooter> : null}
      </SideNavRegion>
    </StyledSideNav>
  );
}

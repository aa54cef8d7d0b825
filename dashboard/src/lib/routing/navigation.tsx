import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface NavigateOptions {
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
}

export interface NavigationLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How a screen that also opens outside the router moves the visitor on (ADR 020): the signed-out
 * screens the server prerenders start without React Router; inside the app, the router's own
 * navigation is provided (SignedOutOnly).
 */
export interface Navigation {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** An anchor that navigates this way (ui-kit's `as` / `linkAs` take it). */
  Link: ComponentType<NavigationLinkProps>;
}

function PageLoadLink({ href, children, ...rest }: NavigationLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Without a provider: the browser loads the address. */
export const pageLoadNavigation: Navigation = {
  navigate: (to, { replace = false } = {}) =>
    replace ? window.location.replace(to) : window.location.assign(to),
  Link: PageLoadLink,
};

export const NavigationContext = createContext<Navigation>(pageLoadNavigation);

/** Moves the visitor to an address, the way of the surrounding start (the router or not). */
export function useNavigateTo(): Navigation['navigate'] {
  return useContext(NavigationContext).navigate;
}

/** A link to an address of the dashboard, followed the way of the surrounding start. */
export function NavigationLink(props: NavigationLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

import type { AnchorHTMLAttributes } from 'react';
import { fn } from 'storybook/test';

/** What the router was asked to open, for a play to check. */
export const navigate = fn();

/** Stands in for the dashboard's adapter around react-router's `Link`: navigates without a reload. */
export function RouterLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

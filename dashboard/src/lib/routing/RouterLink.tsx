import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export interface RouterLinkProps extends Omit<LinkProps, 'to'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** ui-kit links take `href`; this renders them as react-router links (`linkAs={RouterLink}`). */
export function RouterLink({ href, ...rest }: RouterLinkProps) {
  return <Link to={href} {...rest} />;
}

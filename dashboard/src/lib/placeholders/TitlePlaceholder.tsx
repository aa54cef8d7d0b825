import { Skeleton } from '@merci/ui-kit';

/**
 * The place of a page's title (an `xxl` heading) not known yet, because it names the shop: one
 * line of its height (1.75rem, line height 1.2), so nothing moves when the title arrives.
 */
export function TitlePlaceholder() {
  return <Skeleton variant="rect" width="12em" height="2.1rem" />;
}

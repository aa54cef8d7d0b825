import type { IntlShape } from 'react-intl';
import { Icon, type SideNavItem } from '@merci/ui-kit';
import { NAVIGATION, type NavigationCounts } from './navigation';

/** The largest count a badge writes; above it, `99+`. */
const MAX_SHOWN_COUNT = 99;

/** The side navigation's links at an address, with their counts (hidden at 0). */
export function navigationItems(
  intl: IntlShape,
  location: { pathname: string; search: string },
  counts: NavigationCounts = {},
): SideNavItem[] {
  return NAVIGATION.map((entry) => {
    const count = counts[entry.id] ?? 0;
    const hasCount = entry.countLabelKey !== undefined && count > 0;
    const shown = count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : intl.formatNumber(count);
    return {
      id: entry.id,
      label: intl.formatMessage({ id: entry.labelKey }),
      href: entry.href,
      icon: <Icon name={entry.icon} />,
      isActive: entry.matches(location.pathname, location.search),
      ...(hasCount
        ? {
            badge: shown,
            // The badge's text first: the link's name holds what is seen.
            badgeLabel: intl.formatMessage({ id: entry.countLabelKey }, { count: shown }),
          }
        : {}),
    };
  });
}

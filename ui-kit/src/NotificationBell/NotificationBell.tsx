import type { AnchorHTMLAttributes, ElementType, Ref } from 'react';
import { Icon } from '../Icon';
import { BellBadge, BellLink } from './NotificationBell.styles';

/**
 * The unread count in words: a string where `{count}` stands for the count as the badge writes it,
 * or a function of the exact `count` (for plurals) and of `displayedCount`, the badge's text.
 */
export type NotificationCountLabel = string | ((params: { count: number; displayedCount: string }) => string);

export interface NotificationBellProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** Where the bell leads (the notifications page). */
  href: string;
  /**
   * Number of unread notifications; the badge shows from 1.
   * @default 0
   */
  count?: number;
  /** Accessible name of the link (e.g. 'Notifications'). */
  label: string;
  /**
   * The unread count in words, added to the name when `count` is above 0: a string where `{count}`
   * is replaced by the badge's text (e.g. '{count} non lues'), or a function for plurals. The name
   * holds the badge's text (`99+`) so that speech-input users can say what they see.
   */
  countLabel: NotificationCountLabel;
  /**
   * Largest number the badge writes; above it, it shows `99+`.
   * @default 99
   */
  max?: number;
  /**
   * The component that renders the link, for client-side routing: it receives `href`,
   * `className`, `aria-label` and `children`, like an `<a>`.
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Forwarded to the link element. */
  ref?: Ref<HTMLAnchorElement>;
}

function formatCount(countLabel: NotificationCountLabel, count: number, displayedCount: string): string {
  return typeof countLabel === 'function'
    ? countLabel({ count, displayedCount })
    : countLabel.replaceAll('{count}', displayedCount);
}

/**
 * The bell of the header: an icon link with a red badge counting unread notifications (hidden at
 * 0, capped at `99+`). Screen readers hear the label and the count, e.g. 'Notifications, 3 non lues'.
 */
export function NotificationBell({
  href,
  count = 0,
  label,
  countLabel,
  max = 99,
  linkAs,
  ...rest
}: NotificationBellProps) {
  const hasUnread = count > 0;
  const displayedCount = count > max ? `${max}+` : String(count);
  const name = hasUnread ? `${label}, ${formatCount(countLabel, count, displayedCount)}` : label;
  return (
    <BellLink as={linkAs} href={href} aria-label={name} {...rest}>
      <Icon name="bell" size={22} />
      {hasUnread ? <BellBadge aria-hidden="true">{displayedCount}</BellBadge> : null}
    </BellLink>
  );
}

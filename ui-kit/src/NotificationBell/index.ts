export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps, NotificationCountLabel } from './NotificationBell';

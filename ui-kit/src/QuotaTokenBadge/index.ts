export { QuotaTokenBadge } from './QuotaTokenBadge';
export type { QuotaTokenBadgeProps, QuotaTokenCount } from './QuotaTokenBadge';

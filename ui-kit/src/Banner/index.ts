export { Banner } from './Banner';
export type { BannerDismissDetails, BannerLinkProps, BannerProps } from './Banner';

export { BANNER_TONES, Banner } from './Banner';
export type { BannerDismissDetails, BannerLinkProps, BannerProps, BannerTone } from './Banner';

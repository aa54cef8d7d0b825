export { Banner } from './Banner';
export { BANNER_TONES } from './Banner.types';
export type { BannerDismissDetails, BannerLinkProps, BannerProps } from './Banner';
export type { BannerTone } from './Banner.types';

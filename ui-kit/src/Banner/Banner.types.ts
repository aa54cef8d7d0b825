export const BANNER_TONES = ['warning', 'danger'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

/** Colours of a badge, each a text/surface pair checked in `contrastPairs`. */
export const BADGE_TONES = ['success', 'danger', 'warning', 'info', 'neutral'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

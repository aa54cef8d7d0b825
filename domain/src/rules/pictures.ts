/**
 * Warm palettes of a shop's Instagram feed, light to dark: the demo's pictures (API) and the
 * stories' pictures (mock API) are drawn with them, never fetched.
 */
export const PICTURE_PALETTES = [
  ['#f6d5c4', '#e07a5f', '#3d405b'],
  ['#f2e8cf', '#a7c957', '#386641'],
  ['#fde2e4', '#e5989b', '#6d597a'],
  ['#e0fbfc', '#98c1d9', '#3d5a80'],
  ['#fff3b0', '#e09f3e', '#9e2a2b'],
  ['#edf6f9', '#83c5be', '#006d77'],
  ['#f8edeb', '#fec5bb', '#b5838d'],
  ['#ece4db', '#d8e2dc', '#7f5539'],
] as const;

/**
 * Colour tokens, named `<element><Role><Prominence><State>` (see README): the element painted
 * (text, surface, border, brand…), why (danger, reward…), how loud, and the interaction state.
 * Each carries its value and a one-line description shown in the Colours docs page.
 */
export const color = {
  // Brand
  brandPrimary: { value: '#5b3df5', description: 'Brand violet: primary buttons, active navigation.' },
  brandPrimaryHover: { value: '#4a2fd6', description: 'Brand violet under the pointer.' },
  brandPrimaryActive: { value: '#3d26b3', description: 'Brand violet while pressed.' },
  brandSubtle: { value: '#eeeafe', description: 'Tinted background of the active navigation item.' },

  // Neutrals, lightest first
  neutral0: { value: '#ffffff', description: 'White.' },
  neutral50: { value: '#f6f5fb', description: 'Lightest grey, the page background.' },
  neutral100: { value: '#eceaf3', description: 'Skeletons, hover of ghost buttons, table stripes.' },
  neutral200: { value: '#d9d7e5', description: 'Hairlines and dividers.' },
  neutral500: { value: '#767386', description: 'Input borders and icons that carry meaning (3:1 on white).' },
  neutral700: { value: '#5c5a6e', description: 'Secondary text.' },
  neutral900: { value: '#1d1b2c', description: 'Near black: body text, tooltips.' },

  // Surfaces
  surfaceDefault: { value: '#ffffff', description: 'Cards, panels, inputs, menus and dialogs.' },
  surfaceSubtle: { value: '#f6f5fb', description: 'Page background behind cards.' },
  surfaceMuted: { value: '#eceaf3', description: 'Skeletons and pressed ghost buttons.' },
  surfaceInverse: { value: '#1d1b2c', description: 'Tooltips and toasts on a dark ground.' },
  surfaceOverlay: { value: 'rgba(29, 27, 44, 0.55)', description: 'Backdrop behind a modal.' },

  // Text
  textDefault: { value: '#1d1b2c', description: 'Body text and titles on light surfaces.' },
  textMuted: { value: '#5c5a6e', description: 'Secondary text: hints, dates, captions.' },
  textOnBrand: { value: '#ffffff', description: 'Text on the brand colour and on solid danger.' },
  textInverse: { value: '#ffffff', description: 'Text on the inverse surface.' },
  textLink: { value: '#4a2fd6', description: 'Links in running text.' },

  // Borders and focus
  borderDefault: { value: '#d9d7e5', description: 'Card and table hairlines.' },
  borderStrong: { value: '#767386', description: 'Input borders: at least 3:1 against their surface.' },
  focusRing: { value: '#2f6fed', description: 'Outline of the element that has keyboard focus.' },

  // Feedback
  surfaceSuccess: { value: '#e7f5ec', description: 'Background of a success alert or toast.' },
  textSuccess: { value: '#17663a', description: 'Text and icon of a success message.' },
  borderSuccess: { value: '#3aa365', description: 'Edge of a success alert.' },
  surfaceDanger: { value: '#fdeceb', description: 'Background of a danger alert.' },
  textDanger: { value: '#b42318', description: 'Danger text, field errors.' },
  borderDanger: { value: '#e5483d', description: 'Edge of a danger alert, invalid inputs.' },
  dangerSolid: { value: '#c42b1f', description: 'Danger buttons and the notification badge (white text).' },
  dangerSolidHover: { value: '#a32217', description: 'Danger button under the pointer.' },
  surfaceWarning: { value: '#fff4dc', description: 'Background of a warning alert or banner.' },
  textWarning: { value: '#7a4b00', description: 'Text and icon of a warning.' },
  borderWarning: { value: '#e0a526', description: 'Edge of a warning alert or banner.' },
  surfaceInfo: { value: '#e9f0fd', description: 'Background of an info alert.' },
  textInfo: { value: '#1f56b3', description: 'Text and icon of an info message.' },
  borderInfo: { value: '#5b8fe8', description: 'Edge of an info alert.' },

  // Reward types (SPEC §2): percent green, code blue, voucher pink, other yellow
  surfaceRewardPercent: { value: '#dcf3e3', description: "Badge of a percent reward ('Réduction'), green." },
  textRewardPercent: { value: '#145c2e', description: 'Text of the percent reward badge.' },
  surfaceRewardCode: { value: '#dde9fd', description: "Badge of a code reward ('Code Promo'), blue." },
  textRewardCode: { value: '#1a4a99', description: 'Text of the code reward badge.' },
  surfaceRewardVoucher: { value: '#fde3ef', description: "Badge of a voucher reward ('Bon d'achat'), pink." },
  textRewardVoucher: { value: '#99174f', description: 'Text of the voucher reward badge.' },
  surfaceRewardOther: { value: '#fff1bf', description: "Badge of any other reward ('Autre'), yellow." },
  textRewardOther: { value: '#6b4f00', description: 'Text of the other reward badge.' },
} as const satisfies Record<string, { value: string; description: string }>;

export type ColorToken = keyof typeof color;

/**
 * Every text/background pair ui-kit draws. The contrast test holds each to WCAG AA:
 * 4.5:1, or 3:1 where `large` (text of 24 px, or 18.66 px bold, and non-text such as borders).
 */
export const contrastPairs: readonly { foreground: ColorToken; background: ColorToken; large?: boolean }[] = [
  { foreground: 'textDefault', background: 'surfaceDefault' },
  { foreground: 'textDefault', background: 'surfaceSubtle' },
  { foreground: 'textDefault', background: 'surfaceMuted' },
  { foreground: 'textMuted', background: 'surfaceDefault' },
  { foreground: 'textMuted', background: 'surfaceSubtle' },
  { foreground: 'textLink', background: 'surfaceDefault' },
  { foreground: 'textLink', background: 'surfaceSubtle' },
  { foreground: 'brandPrimary', background: 'surfaceDefault' },
  { foreground: 'brandPrimary', background: 'brandSubtle' },
  { foreground: 'textOnBrand', background: 'brandPrimary' },
  { foreground: 'textOnBrand', background: 'brandPrimaryHover' },
  { foreground: 'textOnBrand', background: 'brandPrimaryActive' },
  { foreground: 'textOnBrand', background: 'dangerSolid' },
  { foreground: 'textOnBrand', background: 'dangerSolidHover' },
  { foreground: 'textInverse', background: 'surfaceInverse' },
  { foreground: 'textSuccess', background: 'surfaceSuccess' },
  { foreground: 'textSuccess', background: 'surfaceDefault' },
  { foreground: 'textDanger', background: 'surfaceDanger' },
  { foreground: 'textDanger', background: 'surfaceDefault' },
  { foreground: 'textWarning', background: 'surfaceWarning' },
  { foreground: 'textInfo', background: 'surfaceInfo' },
  { foreground: 'textRewardPercent', background: 'surfaceRewardPercent' },
  { foreground: 'textRewardCode', background: 'surfaceRewardCode' },
  { foreground: 'textRewardVoucher', background: 'surfaceRewardVoucher' },
  { foreground: 'textRewardOther', background: 'surfaceRewardOther' },
  { foreground: 'borderStrong', background: 'surfaceDefault', large: true },
  { foreground: 'focusRing', background: 'surfaceDefault', large: true },
  { foreground: 'focusRing', background: 'surfaceSubtle', large: true },
];

type Token<T> = { value: T; description: string };

/** Spacing steps in pixels, indexed 0…9: `theme.space[4]` is 16. */
export const space = [0, 4, 8, 12, 16, 20, 24, 32, 48, 64] as const;

export const radius = {
  sm: { value: '4px', description: 'Inputs, badges, menu items.' },
  md: { value: '8px', description: 'Buttons and alerts.' },
  lg: { value: '12px', description: 'Cards and dialogs.' },
  pill: { value: '999px', description: 'Pills, token badges, avatars.' },
} as const satisfies Record<string, Token<string>>;

export const shadow = {
  sm: { value: '0 1px 2px rgba(29, 27, 44, 0.08)', description: 'Cards resting on the page.' },
  md: { value: '0 4px 12px rgba(29, 27, 44, 0.12)', description: 'Menus, tooltips, toasts.' },
  lg: { value: '0 12px 32px rgba(29, 27, 44, 0.2)', description: 'Dialogs.' },
} as const satisfies Record<string, Token<string>>;

/** Stacking layers, lowest first; nothing else sets a z-index. */
export const zIndex = {
  base: { value: 0, description: 'The page.' },
  sticky: { value: 100, description: 'Sticky header and side navigation.' },
  banner: { value: 200, description: 'Page-wide banner.' },
  dropdown: { value: 1000, description: 'Menus and selects.' },
  overlay: { value: 1300, description: 'Modal backdrop.' },
  modal: { value: 1400, description: 'Modal dialog.' },
  toast: { value: 1500, description: 'Toasts, above dialogs.' },
  tooltip: { value: 1600, description: 'Tooltips, above everything.' },
} as const satisfies Record<string, Token<number>>;

export const font = {
  family: {
    value: "'Inter Variable', system-ui, sans-serif",
    description: 'Inter, self-hosted from @fontsource-variable/inter; system fonts only as a fallback.',
  },
  familyMono: {
    value: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    description: 'Codes of code rewards.',
  },
} as const satisfies Record<string, Token<string>>;

export const fontSize = {
  xs: { value: '0.75rem', description: '12 px: badges, counters.' },
  sm: { value: '0.875rem', description: '14 px: hints, table cells, captions.' },
  md: { value: '1rem', description: '16 px: body text, inputs.' },
  lg: { value: '1.125rem', description: '18 px: card titles.' },
  xl: { value: '1.375rem', description: '22 px: section titles (h3).' },
  xxl: { value: '1.75rem', description: '28 px: page titles (h2).' },
  display: { value: '2.25rem', description: '36 px: signed-out screen titles (h1).' },
} as const satisfies Record<string, Token<string>>;

export const fontWeight = {
  regular: { value: 400, description: 'Body text.' },
  medium: { value: 500, description: 'Labels, navigation.' },
  semibold: { value: 600, description: 'Buttons, titles.' },
  bold: { value: 700, description: 'Counters, display titles.' },
} as const satisfies Record<string, Token<number>>;

export const lineHeight = {
  tight: { value: 1.2, description: 'Titles.' },
  snug: { value: 1.35, description: 'Buttons, badges, table cells.' },
  normal: { value: 1.5, description: 'Body text.' },
} as const satisfies Record<string, Token<number>>;

/** Durations in milliseconds (SPEC §9) and easing; `prefers-reduced-motion` turns them off. */
export const motion = {
  fast: { value: 120, description: 'Hover and press feedback.' },
  backdropFade: { value: 150, description: 'Backdrop fade in and out.' },
  modalFade: { value: 300, description: 'Modal fade in and out.' },
  toastAutoClose: { value: 5000, description: 'Delay before a toast closes itself.' },
} as const satisfies Record<string, Token<number>>;

export const easing = {
  standard: { value: 'cubic-bezier(0.2, 0, 0, 1)', description: 'Default easing for fades and slides.' },
} as const satisfies Record<string, Token<string>>;

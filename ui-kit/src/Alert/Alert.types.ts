export const ALERT_TONES = ['danger', 'warning', 'success', 'info'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

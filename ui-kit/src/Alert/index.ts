export { ALERT_TONES, Alert } from './Alert';
export type { AlertDismissDetails, AlertProps, AlertTone } from './Alert';

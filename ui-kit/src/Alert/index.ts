export { Alert } from './Alert';
export { ALERT_TONES } from './Alert.types';
export type { AlertDismissDetails, AlertProps } from './Alert';
export type { AlertTone } from './Alert.types';

export { SPINNER_SIZES, Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';

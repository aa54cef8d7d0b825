export { Spinner } from './Spinner';
export { SPINNER_SIZES } from './Spinner.types';
export type { SpinnerProps } from './Spinner';
export type { SpinnerSize } from './Spinner.types';

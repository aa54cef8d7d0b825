export { EmailInput } from './EmailInput';
export type { EmailInputProps } from './EmailInput';

export { Header } from './Header';
export type { HeaderProps } from './Header';

import './styled';

export { BUTTON_VARIANTS, Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { GlobalStyle, ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';

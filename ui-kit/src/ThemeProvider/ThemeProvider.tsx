import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme } from '@merci/tokens';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  /** The application, or the story, to render inside the merci theme. */
  children: ReactNode;
}

/** Gives every component the merci tokens and installs the global styles (font, focus ring). */
export function ThemeProvider({ children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}

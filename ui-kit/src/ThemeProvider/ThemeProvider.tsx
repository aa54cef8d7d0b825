import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, type DefaultTheme } from 'styled-components';
import { theme } from '@merci/tokens';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  /** The application, or the story, to render inside the merci theme. */
  children: ReactNode;
}

/** A theme given above keeps its values (the stories' snapshots hold toasts open). */
const outerOrMerci = (outer?: DefaultTheme): DefaultTheme => outer ?? theme;

/**
 * Gives every component the merci tokens and installs the global styles (font, focus ring). Inside
 * another merci theme (a screen inside a story), it keeps that one.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={outerOrMerci}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}

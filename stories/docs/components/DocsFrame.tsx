import type { ReactNode } from 'react';
import { ThemeProvider } from '@merci/ui-kit';
import { Frame } from './docs.styles';

export interface DocsFrameProps {
  /** The token display to render in the merci theme. */
  children: ReactNode;
}

/**
 * Renders a docs block inside the merci ThemeProvider, as the preview does for stories (MDX pages
 * get no decorators): the theme for styled-components and the `--merci-…` custom properties on
 * `:root`. `sb-unstyled` keeps Storybook's docs typography off our samples.
 */
export function DocsFrame({ children }: DocsFrameProps) {
  return (
    <ThemeProvider>
      <Frame className="sb-unstyled">{children}</Frame>
    </ThemeProvider>
  );
}

import { createGlobalStyle } from 'styled-components';
import { cssVariablesRule } from '@merci/tokens';

// The same tokens as CSS custom properties, for styles written outside styled-components.
const rootVariables = cssVariablesRule();

export const GlobalStyle = createGlobalStyle`
  ${rootVariables}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceSubtle};
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

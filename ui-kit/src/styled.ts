import type { Theme } from '@merci/tokens';

// Types every `theme` in styled-components as the merci tokens, in ui-kit and in its consumers.
declare module 'styled-components' {
  // Interface merging needs an interface, not a type alias.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

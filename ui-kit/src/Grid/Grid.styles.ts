import styled, { type DefaultTheme } from 'styled-components';
import type { Breakpoint } from '@merci/tokens';
import type { SpaceStep } from '../Box';

/** Name of the custom property that holds the column count from one breakpoint up. */
export const columnsVariable = (breakpoint: Breakpoint) => `--merci-grid-columns-${breakpoint}`;

/**
 * One `grid-template-columns` per breakpoint. Each reads its own variable and falls back to the
 * breakpoints below it, then to one column: at `lg`, `var(--…-lg, var(--…-md, … var(--…-xs, 1)))`.
 */
function columnRules(theme: DefaultTheme): string {
  const names = Object.keys(theme.breakpoint) as Breakpoint[];
  return names
    .map((name, index) => {
      const count = names
        .slice(0, index + 1)
        .reduce((fallback, below) => `var(${columnsVariable(below)}, ${fallback})`, '1');
      const rule = `grid-template-columns: repeat(${count}, minmax(0, 1fr));`;
      return index === 0 ? rule : `${theme.media.up(name)} { ${rule} }`;
    })
    .join('\n');
}

export const StyledGrid = styled.div<{ $gap: SpaceStep }>`
  /* base */
  display: grid;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => columnRules(theme)}

  /* size */
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
`;

import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import type { Breakpoint } from '@merci/tokens';
import type { BoxElement, SpaceStep } from '../Box';
import { StyledGrid, columnsVariable } from './Grid.styles';

/**
 * Number of equal columns: one number for every width, or a number per breakpoint from which it
 * applies, smallest first (`{ xs: 1, md: 2, xl: 4 }`); a breakpoint left out keeps the one below.
 */
export type GridColumns = number | Partial<Record<Breakpoint, number>>;

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Columns, for every width or by breakpoint (`{ xs: 1, md: 2, xl: 4 }`).
   * @default 1
   */
  columns?: GridColumns;
  /**
   * Space between rows and between columns, as a step of the spacing scale (`4` is 16 px).
   * @default 4
   */
  gap?: SpaceStep;
  /**
   * Element rendered: `ul` or `ol` (with `li` children) for a list of cards.
   * @default 'div'
   */
  as?: BoxElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** The columns as CSS custom properties, one per breakpoint given; the styles pick them by width. */
function columnVariables(columns: GridColumns): CSSProperties {
  const byBreakpoint = typeof columns === 'number' ? { xs: columns } : columns;
  return Object.fromEntries(
    Object.entries(byBreakpoint).map(([name, count]) => [columnsVariable(name as Breakpoint), String(count)]),
  ) as CSSProperties;
}

/**
 * Lays its children out in equal columns whose number changes with the screen width. The columns
 * travel as CSS custom properties read by media queries, so no class is generated per grid.
 */
export function Grid({ columns = 1, gap = 4, as = 'div', ref, style, ...rest }: GridProps) {
  return (
    <StyledGrid as={as} ref={ref} $gap={gap} style={{ ...columnVariables(columns), ...style }} {...rest} />
  );
}

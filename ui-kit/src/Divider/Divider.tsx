import type { HTMLAttributes, Ref } from 'react';
import { StyledDivider } from './Divider.styles';
import type { DividerOrientation } from './Divider.types';

export interface DividerProps extends Omit<HTMLAttributes<HTMLHRElement>, 'children'> {
  /**
   * Direction of the line; a vertical divider stretches to the height of its flex row.
   * @default 'horizontal'
   */
  orientation?: DividerOrientation;
  /** Forwarded to the `hr`. */
  ref?: Ref<HTMLHRElement>;
}

/**
 * A hairline between two groups of content: an `hr`, so assistive technologies announce a
 * separator, with `aria-orientation` when it is vertical.
 */
export function Divider({ orientation = 'horizontal', ref, ...rest }: DividerProps) {
  return (
    <StyledDivider
      ref={ref}
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      $orientation={orientation}
      {...rest}
    />
  );
}

import type { ComponentPropsWithRef } from 'react';
import { SpinnerArc, SpinnerSvg, SpinnerTrack, StyledSpinner } from './Spinner.styles';
import type { SpinnerSize } from './Spinner.types';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * What is loading, read by screen readers (`role="status"` named by `aria-label`), e.g.
   * "Chargement des récompenses". Leave it out only where the surrounding element already says it
   * is busy (a Button with `isLoading` sets `aria-busy`): the spinner is then decorative.
   */
  label?: string;
  /**
   * Diameter: `sm` 16 px (inside small buttons), `md` 24 px, `lg` 32 px (a panel loading).
   * @default 'md'
   */
  size?: SpinnerSize;
}

/**
 * A turning ring for a wait of unknown length. It draws in `currentColor`, so it takes the colour
 * of the text around it; under `prefers-reduced-motion` it stops turning and stays a still arc.
 */
export function Spinner({ label, size = 'md', ...rest }: SpinnerProps) {
  const a11yProps = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <StyledSpinner $size={size} {...a11yProps} {...rest}>
      <SpinnerSvg viewBox="0 0 24 24" focusable="false">
        <SpinnerTrack cx="12" cy="12" r="9" />
        <SpinnerArc cx="12" cy="12" r="9" />
      </SpinnerSvg>
    </StyledSpinner>
  );
}

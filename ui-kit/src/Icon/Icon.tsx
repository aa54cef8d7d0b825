import type { Ref, SVGProps } from 'react';
import { icons, type IconName } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  /** Which glyph of the curated set to draw (see `ICON_NAMES`). */
  name: IconName;
  /**
   * Width and height in pixels.
   * @default 24
   */
  size?: number;
  /**
   * Accessible name, for an icon that carries meaning on its own (no text beside it). Without it
   * the icon is decorative and hidden from assistive technologies.
   */
  title?: string;
  /** Forwarded to the `svg` element. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * One glyph of the merci icon set: 24×24 grid, 2 px stroke in the current text colour. Decorative
 * (`aria-hidden`) unless it gets a `title`, which then names it as an image.
 */
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  const Glyph = icons[name];
  const a11yProps = title
    ? { role: 'img', 'aria-label': title, children: <title>{title}</title> }
    : { 'aria-hidden': true };
  return <Glyph size={size} focusable="false" {...a11yProps} {...rest} />;
}

import type { Ref, SVGProps } from 'react';

export interface InstagramIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /**
   * Width and height, in pixels when a number.
   * @default 24
   */
  size?: number | string;
  /** Accessible name, for an icon that carries meaning on its own; without it the icon is decorative. */
  title?: string;
  /** Forwarded to the `svg` element. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * The Instagram glyph, drawn by us in the lucide style (lucide ships no brand icons): a rounded
 * square, a circle and a dot on a 24×24 grid, stroked in the current text colour.
 */
export function InstagramIcon({ size = 24, title, children, ...rest }: InstagramIconProps) {
  // Named by `title` here, or by `role`/`aria-label` from `Icon`; otherwise decorative.
  const isNamed = Boolean(title) || Boolean(rest['aria-label']) || Boolean(rest['aria-labelledby']);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : {})}
      {...(isNamed ? {} : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}

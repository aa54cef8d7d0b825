import type { HTMLAttributes, Ref } from 'react';
import { StyledAvatar, StyledFallback, StyledImage } from './Avatar.styles';
import type { AvatarSize } from './Avatar.types';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's or the account's name: the image's text alternative and the source of the initials. */
  name: string;
  /** Address of the picture; the initials show while it loads, when it fails, or without it. */
  src?: string;
  /**
   * Diameter.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Hides the avatar from assistive technologies when the name is already written beside it.
   * @default false
   */
  isDecorative?: boolean;
  /** Forwarded to the root `span`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Up to two initials of a name: the first letter or digit of its first and of its last word,
 * upper-cased (`Élodie Martin` → `ÉM`, `@lea.martin` → `L`).
 */
export function initialsOf(name: string): string {
  const firsts = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const initials = firsts.length > 1 ? [firsts[0], firsts[firsts.length - 1]] : firsts;
  return initials.join('').toUpperCase();
}

/**
 * A round picture of a person or an account, with their initials as the fallback (Radix Avatar
 * decides which one shows from the image's loading status).
 */
export function Avatar({ name, src, size = 'md', isDecorative = false, ref, ...rest }: AvatarProps) {
  return (
    <StyledAvatar ref={ref} aria-hidden={isDecorative || undefined} $size={size} {...rest}>
      {src !== undefined && <StyledImage src={src} alt={isDecorative ? '' : name} />}
      <StyledFallback role={isDecorative ? undefined : 'img'} aria-label={isDecorative ? undefined : name}>
        {initialsOf(name)}
      </StyledFallback>
    </StyledAvatar>
  );
}

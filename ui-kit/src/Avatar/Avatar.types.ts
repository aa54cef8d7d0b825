/** Diameters from the spacing scale: `sm` 24 px (table rows), `md` 32 px, `lg` 48 px (headers). */
export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

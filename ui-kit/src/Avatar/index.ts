export { Avatar } from './Avatar';
export { AVATAR_SIZES } from './Avatar.types';
export type { AvatarProps } from './Avatar';
export type { AvatarSize } from './Avatar.types';

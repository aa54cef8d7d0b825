export { AVATAR_SIZES, Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';

export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { ICON_NAMES } from './icons';
export type { IconName } from './icons';
export { InstagramIcon } from './InstagramIcon';
export type { InstagramIconProps } from './InstagramIcon';

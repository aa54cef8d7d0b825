export { ShareButton, hasWebShare } from './ShareButton';
export type { ShareButtonProps } from './ShareButton';

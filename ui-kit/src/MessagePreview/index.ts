export { MessagePreview } from './MessagePreview';
export type { MessagePreviewProps } from './MessagePreview';

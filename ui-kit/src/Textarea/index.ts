export { Textarea } from './Textarea';
export type { TextareaCountDetails, TextareaProps } from './Textarea';

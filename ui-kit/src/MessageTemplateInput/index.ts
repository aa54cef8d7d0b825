export { MessageTemplateInput } from './MessageTemplateInput';
export type { MessageTemplateInputProps } from './MessageTemplateInput';

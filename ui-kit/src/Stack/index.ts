export { STACK_ALIGNS, Stack } from './Stack';
export type { StackAlign, StackProps } from './Stack';

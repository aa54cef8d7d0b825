export { Stack } from './Stack';
export { STACK_ALIGNS } from './Stack.types';
export type { StackProps } from './Stack';
export type { StackAlign } from './Stack.types';

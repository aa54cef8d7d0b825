/** How children sit across the stack: stretched to its width (default) or aligned to a side. */
export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

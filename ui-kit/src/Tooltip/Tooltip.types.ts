export const TOOLTIP_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof TOOLTIP_SIDES)[number];

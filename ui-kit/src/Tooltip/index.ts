export { Tooltip, TooltipProvider } from './Tooltip';
export { TOOLTIP_SIDES } from './Tooltip.types';
export type { TooltipProps, TooltipProviderProps } from './Tooltip';
export type { TooltipSide } from './Tooltip.types';

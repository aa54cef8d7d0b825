export { TOOLTIP_SIDES, Tooltip, TooltipProvider } from './Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './Tooltip';

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { TooltipArrow, TooltipContent } from './Tooltip.styles';
import type { TooltipSide } from './Tooltip.types';

/** Delay before a tooltip opens under the pointer, in ms; keyboard focus opens it at once. */
const DEFAULT_DELAY = 400;

const IsInsideProviderContext = createContext(false);

export interface TooltipProviderProps {
  /** The part of the application whose tooltips share one delay (usually the whole app). */
  children: ReactNode;
  /**
   * Milliseconds under the pointer before a tooltip opens.
   * @default 400
   */
  delayDuration?: number;
}

/**
 * Shares the opening delay between tooltips: once one is open, moving to the next opens it at
 * once. Optional: a Tooltip outside any provider brings its own.
 */
export function TooltipProvider({ children, delayDuration = DEFAULT_DELAY }: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <IsInsideProviderContext value={true}>{children}</IsInsideProviderContext>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip's text, e.g. "Copier le code". Short, and never the only place an action is named. */
  content: ReactNode;
  /**
   * The element it describes: one element that takes focus and forwards its ref and props
   * (a Button, an IconButton, a native element).
   */
  children: ReactElement;
  /**
   * Preferred side of the trigger; the tooltip flips when there is no room.
   * @default 'top'
   */
  side?: TooltipSide;
  /** Shows or hides the tooltip from outside (controlled); leave it out to let hover and focus decide. */
  isOpen?: boolean;
  /** Called when hover, focus, Escape or a click want to open or close the tooltip. */
  onOpenChange?: (event: { isOpen: boolean }) => void;
}

/**
 * A short text shown beside an element on hover and keyboard focus, hidden again by Escape, on the
 * inverse surface and above every other layer. Built on Radix Tooltip, which links the text to
 * the trigger with `aria-describedby`.
 */
export function Tooltip({ content, children, side = 'top', isOpen, onOpenChange }: TooltipProps) {
  const isInsideProvider = useContext(IsInsideProviderContext);
  const theme = useTheme();
  const tooltip = (
    <TooltipPrimitive.Root
      open={isOpen}
      onOpenChange={onOpenChange && ((open) => onOpenChange({ isOpen: open }))}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipContent side={side} sideOffset={theme.space[2]} collisionPadding={theme.space[2]}>
          {content}
          <TooltipArrow width={10} height={5} />
        </TooltipContent>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return isInsideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

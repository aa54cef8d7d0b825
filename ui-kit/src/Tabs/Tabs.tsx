import { Root } from '@radix-ui/react-tabs';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Tab, TabList, TabPanel } from './Tabs.styles';

export interface TabItem {
  /** Identifies the tab; the value of `selectedId`. */
  id: string;
  /** Text of the tab. */
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** Greys the tab out and skips it with the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** The tabs, in order, each with its panel. */
  items: readonly TabItem[];
  /** Accessible name of the tab list (e.g. 'Auteur'). */
  label: string;
  /** The selected tab, for controlled tabs; leave undefined to let the tabs keep their own state. */
  selectedId?: string;
  /**
   * The tab selected first, for uncontrolled tabs.
   * @default the first item
   */
  defaultSelectedId?: string;
  /** Called with the id of the tab the user selects (click, arrow keys, Home, End). */
  onSelectedIdChange?: (change: { selectedId: string }) => void;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * In-page tabs on Radix Tabs: arrow keys move between tabs and show their panel, Home and End jump
 * to the ends. For tabs that are routes (the account pages), use `TabLinks`.
 */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId = items[0]?.id,
  onSelectedIdChange,
  ...rest
}: TabsProps) {
  return (
    <Root
      value={selectedId}
      defaultValue={defaultSelectedId}
      onValueChange={(value) => onSelectedIdChange?.({ selectedId: value })}
      {...rest}
    >
      <TabList aria-label={label}>
        {items.map((item) => (
          <Tab key={item.id} value={item.id} disabled={item.disabled}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} value={item.id}>
          {item.content}
        </TabPanel>
      ))}
    </Root>
  );
}

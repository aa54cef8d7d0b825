import { Header } from '@radix-ui/react-accordion';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import {
  AccordionContent,
  AccordionHeading,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
} from './Accordion.styles';
import type { AccordionType, AccordionHeadingLevel } from './Accordion.types';

export interface AccordionEntry {
  /** Identifies the item; the value found in `openIds`. */
  id: string;
  /** The question, in the header button. */
  title: ReactNode;
  /** The answer, shown while the item is open. */
  content: ReactNode;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** The items, in order. */
  items: readonly AccordionEntry[];
  /**
   * `single`: opening an item closes the open one; `multiple`: items open independently.
   * @default 'single'
   */
  type?: AccordionType;
  /** The open items, for a controlled accordion (at most one in `single` mode). */
  openIds?: readonly string[];
  /**
   * The items open at first, for an uncontrolled accordion.
   * @default []
   */
  defaultOpenIds?: readonly string[];
  /** Called with the open items whenever one opens or closes. */
  onOpenIdsChange?: (change: { openIds: string[] }) => void;
  /**
   * Heading level of each item's header, to fit the page outline.
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A FAQ-style accordion on Radix Accordion: each header is a button (Enter and Space toggle it,
 * arrow keys, Home and End move between headers) inside a heading of `headingLevel`.
 */
export function Accordion({
  items,
  type = 'single',
  openIds,
  defaultOpenIds = [],
  onOpenIdsChange,
  headingLevel = 3,
  ...rest
}: AccordionProps) {
  const children = items.map((item) => (
    <AccordionItem key={item.id} value={item.id}>
      <Header asChild>
        <AccordionHeading as={`h${headingLevel}`}>
          <AccordionTrigger>
            {item.title}
            <Icon name="chevron-down" size={20} />
          </AccordionTrigger>
        </AccordionHeading>
      </Header>
      <AccordionContent>{item.content}</AccordionContent>
    </AccordionItem>
  ));

  if (type === 'multiple') {
    return (
      <AccordionRoot
        type="multiple"
        value={openIds ? [...openIds] : undefined}
        defaultValue={[...defaultOpenIds]}
        onValueChange={(value: string[]) => onOpenIdsChange?.({ openIds: value })}
        {...rest}
      >
        {children}
      </AccordionRoot>
    );
  }
  return (
    <AccordionRoot
      type="single"
      collapsible
      value={openIds ? (openIds[0] ?? '') : undefined}
      defaultValue={defaultOpenIds[0]}
      onValueChange={(value: string) => onOpenIdsChange?.({ openIds: value ? [value] : [] })}
      {...rest}
    >
      {children}
    </AccordionRoot>
  );
}

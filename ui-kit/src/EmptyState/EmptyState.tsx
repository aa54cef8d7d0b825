import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { EmptyStateAction, EmptyStateIcon, EmptyStateMessage, StyledEmptyState } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is empty and, if useful, what to do about it (e.g. 'Aucune récompense configurée.'). */
  message: ReactNode;
  /** A decorative icon above the message, e.g. `<Inbox />` from lucide-react; hidden from screen readers. */
  icon?: ReactNode;
  /** An action below the message, e.g. a button that leads to where items are created. */
  action?: ReactNode;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** What a list, a table or a card shows when it has nothing to show. */
export function EmptyState({ message, icon, action, ...rest }: EmptyStateProps) {
  return (
    <StyledEmptyState {...rest}>
      {icon !== undefined && <EmptyStateIcon aria-hidden="true">{icon}</EmptyStateIcon>}
      <EmptyStateMessage>{message}</EmptyStateMessage>
      {action !== undefined && <EmptyStateAction>{action}</EmptyStateAction>}
    </StyledEmptyState>
  );
}

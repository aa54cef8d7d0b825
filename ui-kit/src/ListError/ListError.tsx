import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ListErrorContent } from './ListError.styles';

/** What `onRetry` receives: the click on the retry button. */
export interface ListErrorRetryDetails {
  /** The click on the retry button. */
  event: MouseEvent<HTMLButtonElement>;
}

export interface ListErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'children'> {
  /** What could not be loaded, e.g. 'Les publications n’ont pas pu être chargées.'. */
  message: ReactNode;
  /** Optional bold first line, e.g. 'Oups, une erreur est survenue.'. */
  title?: ReactNode;
  /** Text of the retry button, e.g. 'Réessayer'; shown with `onRetry`. */
  retryLabel?: string;
  /** Called when the retry button is clicked: the caller loads the list again. */
  onRetry?: (details: ListErrorRetryDetails) => void;
  /**
   * The list is being loaded again: the retry button spins and cannot be pressed twice.
   * @default false
   */
  isRetrying?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list, a table or a grid that could not be loaded: a danger alert that says which, with a
 * button to try again. Every text comes from the caller.
 */
export function ListError({
  message,
  title,
  retryLabel,
  onRetry,
  isRetrying = false,
  ...rest
}: ListErrorProps) {
  return (
    <Alert
      tone="danger"
      title={title}
      message={
        <ListErrorContent>
          <span>{message}</span>
          {onRetry && retryLabel !== undefined && (
            <Button
              variant="secondary"
              size="sm"
              isLoading={isRetrying}
              onClick={(event) => onRetry({ event })}
            >
              {retryLabel}
            </Button>
          )}
        </ListErrorContent>
      }
      {...rest}
    />
  );
}

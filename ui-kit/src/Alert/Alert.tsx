import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import {
  AlertBody,
  AlertDismissButton,
  AlertIcon,
  AlertMessage,
  AlertTitle,
  StyledAlert,
} from './Alert.styles';
import type { AlertTone } from './Alert.types';

/** What `onDismiss` receives: the click on the dismiss button. */
export interface AlertDismissDetails {
  /** The click on the dismiss button. */
  event: MouseEvent<HTMLButtonElement>;
}

const toneIcons = {
  danger: CircleAlert,
  warning: TriangleAlert,
  success: CircleCheck,
  info: Info,
} as const satisfies Record<AlertTone, LucideIcon>;

interface AlertBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'children'> {
  /**
   * Meaning and colour. `danger` is announced at once (`role="alert"`), the others politely
   * (`role="status"`).
   * @default 'info'
   */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The text of the alert. */
  message: ReactNode;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

interface AlertStaticProps {
  /** Without `onDismiss` the alert has no dismiss button. */
  onDismiss?: undefined;
  /** Only with `onDismiss`. */
  dismissLabel?: undefined;
}

interface AlertDismissibleProps {
  /** Called when the dismiss button is clicked; the caller removes the alert. */
  onDismiss: (details: AlertDismissDetails) => void;
  /** Accessible name of the dismiss button (e.g. 'Fermer'); required with `onDismiss`. */
  dismissLabel: string;
}

export type AlertProps = AlertBaseProps & (AlertStaticProps | AlertDismissibleProps);

/**
 * An inline message in one of four tones, with an icon, an optional title and an optional dismiss
 * button. Every text comes from the caller.
 */
export function Alert({ tone = 'info', title, message, onDismiss, dismissLabel, ...rest }: AlertProps) {
  const Icon = toneIcons[tone];
  return (
    <StyledAlert role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} {...rest}>
      <AlertIcon>
        <Icon aria-hidden="true" focusable="false" />
      </AlertIcon>
      <AlertBody>
        {title !== undefined && <AlertTitle>{title}</AlertTitle>}
        <AlertMessage>{message}</AlertMessage>
      </AlertBody>
      {onDismiss && (
        <AlertDismissButton type="button" aria-label={dismissLabel} onClick={(event) => onDismiss({ event })}>
          <X aria-hidden="true" focusable="false" />
        </AlertDismissButton>
      )}
    </StyledAlert>
  );
}

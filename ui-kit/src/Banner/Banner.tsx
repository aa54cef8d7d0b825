import { useState, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { TriangleAlert, X } from 'lucide-react';
import {
  BannerContent,
  BannerDismissButton,
  BannerIcon,
  BannerLink,
  BannerMessage,
  StyledBanner,
} from './Banner.styles';
import type { BannerTone } from './Banner.types';

/** The link the banner leads to. */
export interface BannerLinkProps {
  /** Where the link goes, e.g. the subscription page of the product's website. */
  href: string;
  /** Text of the link. */
  label: string;
}

/** What `onDismiss` receives: the click on the dismiss button. */
export interface BannerDismissDetails {
  /** The click on the dismiss button. */
  event: MouseEvent<HTMLButtonElement>;
}

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** The warning, e.g. that the account is saved and the team will make contact within 24h. */
  message: ReactNode;
  /** The link shown after the message, if any. */
  link?: BannerLinkProps;
  /**
   * Accessible name of the dismiss button (e.g. 'Masquer le message'). Without it the banner has
   * no dismiss button: it stays while what it says holds.
   */
  dismissLabel?: string;
  /**
   * `danger` for what blocks the merchant (a suspended shop), `warning` for what only informs.
   * @default 'warning'
   */
  tone?: BannerTone;
  /** Called when the dismiss button is clicked. */
  onDismiss?: (details: BannerDismissDetails) => void;
  /**
   * Whether the banner shows. Leave it out and the banner hides itself on dismiss; set it and
   * the caller decides (controlled).
   */
  isOpen?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** A page-wide warning, with a link and a dismiss button when given, shown above the page content. */
export function Banner({
  message,
  link,
  dismissLabel,
  onDismiss,
  isOpen,
  tone = 'warning',
  ...rest
}: BannerProps) {
  const [isDismissed, setIsDismissed] = useState(false);
  const isControlled = isOpen !== undefined;
  if (isControlled ? !isOpen : isDismissed) return null;

  const handleDismiss = (event: MouseEvent<HTMLButtonElement>) => {
    onDismiss?.({ event });
    if (!isControlled) setIsDismissed(true);
  };

  return (
    <StyledBanner role="status" $tone={tone} {...rest}>
      <BannerIcon>
        <TriangleAlert aria-hidden="true" focusable="false" />
      </BannerIcon>
      <BannerContent>
        <BannerMessage>{message}</BannerMessage>
        {link ? (
          <>
            {' '}
            <BannerLink href={link.href}>{link.label}</BannerLink>
          </>
        ) : null}
      </BannerContent>
      {dismissLabel !== undefined ? (
        <BannerDismissButton type="button" aria-label={dismissLabel} onClick={handleDismiss}>
          <X aria-hidden="true" focusable="false" />
        </BannerDismissButton>
      ) : null}
    </StyledBanner>
  );
}

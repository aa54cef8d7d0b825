import { useEffect, useRef } from 'react';
import { Alert } from '@merci/ui-kit';

export interface SignInFailureProps {
  /** The failed attempts so far: each one takes the focus to the message again. */
  attempt: number;
  title: string;
  message: string;
}

/**
 * What the sign-in form says above its button after a failure, besides SPEC's toast (which goes
 * after a few seconds). It takes the focus, so that the next try starts from the message.
 */
export function SignInFailure({ attempt, title, message }: SignInFailureProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);
  return <Alert ref={ref} tabIndex={-1} tone="danger" title={title} message={message} />;
}

import { mention, type SocialAccount } from '@merci/domain';

// Its own module: its texts travel with the screens that show the prompt (ADR 017), not with
// every screen that reads the account.
/**
 * What the Instagram screens say about an account that needs a new connection (ADR 025): the
 * message key of its problem and the account it names; null while the account works.
 */
export function reconnectPrompt(
  account: SocialAccount | null | undefined,
): { id: string; values: { account: string } } | null {
  if (!account?.has_account_token_expired) return null;
  return {
    id: `instagram.reconnect.${account.connection_problem ?? 'expired'}`,
    values: { account: mention(account.account_name) },
  };
}

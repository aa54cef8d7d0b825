import { mention, type IsoDate, type SocialAccount } from '@merci/domain';

// Its own module: its texts travel with the screens that show the prompt (ADR 017), not with
// every screen that reads the account.
/**
 * What the Instagram screens say about an account that needs a new connection (ADR 025): the
 * message key of its problem and the account it names; or, for an account that works but whose
 * connection ends on a known day (Meta did not renew it), that day, written by `formatDay`; null
 * while the account works with nothing to tell.
 */
export function reconnectPrompt(
  account: SocialAccount | null | undefined,
  formatDay: (day: IsoDate) => string,
): { id: string; values: { account: string; date?: string }; isEnding: boolean } | null {
  if (!account) return null;
  if (account.has_account_token_expired) {
    return {
      id: `instagram.reconnect.${account.connection_problem ?? 'expired'}`,
      values: { account: mention(account.account_name) },
      isEnding: false,
    };
  }
  if (!account.connection_ends_at) return null;
  return {
    id: 'instagram.reconnect.ending',
    values: { account: mention(account.account_name), date: formatDay(account.connection_ends_at) },
    isEnding: true,
  };
}

/** The day a connection ends, as the notification writes it: « 21 janvier 2027 ». */
export const endingDayFormat = { day: 'numeric', month: 'long', year: 'numeric' } as const;

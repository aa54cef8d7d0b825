import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED, SESSION_LIFETIME_MS } from '../constants.js';
import { planIncludesAutomation } from './plan.js';
import { canRetain, mustLeaveAssignPage, retainBlocker } from './quota.js';
import { isSessionValid, msUntilExpiry, readSessionExpiration, sessionExpiration } from './session.js';
import {
  mention,
  messageTemplateParts,
  renderMessageTemplate,
  rewardCommentText,
  rewardName,
  templateUses,
  truncate,
} from './text.js';
import { isWithinValidity, validityIntervalError } from './validity.js';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('session', () => {
  it('expires 3 hours after sign-in', () => {
    expect(Number(sessionExpiration(now)) - now.getTime()).toBe(SESSION_LIFETIME_MS);
    expect(SESSION_LIFETIME_MS).toBe(3 * 60 * 60 * 1000);
  });

  it("reads a missing, unreadable or past expiration as 'EXPIRED'", () => {
    expect(readSessionExpiration(null, now)).toBe(SESSION_EXPIRED);
    expect(readSessionExpiration('', now)).toBe('EXPIRED');
    expect(readSessionExpiration('soon', now)).toBe('EXPIRED');
    expect(readSessionExpiration(String(now.getTime()), now)).toBe('EXPIRED');
    expect(readSessionExpiration(String(now.getTime() + 1), now)).toBe(String(now.getTime() + 1));
  });

  it('is valid with a token and a future expiration only', () => {
    const future = sessionExpiration(now);
    expect(isSessionValid('jwt', future, now)).toBe(true);
    expect(isSessionValid('', future, now)).toBe(false);
    expect(isSessionValid('jwt', 'EXPIRED', now)).toBe(false);
  });

  it('tells the logout timer how long is left', () => {
    expect(msUntilExpiry(sessionExpiration(now), now)).toBe(SESSION_LIFETIME_MS);
    expect(msUntilExpiry('EXPIRED', now)).toBe(0);
  });
});

describe('quota', () => {
  it('allows retaining while quota remains', () => {
    expect(canRetain({ quota: 10, quotaRemaining: 1 })).toBe(true);
  });

  it('blocks retaining without a quota, at 0 or below, or without permission', () => {
    expect(retainBlocker({ quota: null, quotaRemaining: null })).toBe('no_quota');
    expect(retainBlocker(null)).toBe('no_quota');
    expect(retainBlocker({ quota: 10, quotaRemaining: 0 })).toBe('quota_exhausted');
    expect(retainBlocker({ quota: 10, quotaRemaining: -2 })).toBe('quota_exhausted');
    expect(retainBlocker({ quota: 10, quotaRemaining: 5 }, false)).toBe('not_permitted');
  });

  it('blocks retaining while the shop is suspended, whatever its quota', () => {
    const suspension = { since: '2026-11-20T09:00:00.000Z', reason: 'Factures impayées' };
    expect(retainBlocker({ quota: 10, quotaRemaining: 5, suspension })).toBe('suspended');
    expect(retainBlocker({ quota: 10, quotaRemaining: 0, suspension }, false)).toBe('suspended');
    expect(canRetain({ quota: 10, quotaRemaining: 5, suspension })).toBe(false);
    expect(retainBlocker({ quota: 10, quotaRemaining: 5, suspension: null })).toBeNull();
  });

  it('sends the merchant back from the assign page when a quota exists and nothing is left', () => {
    expect(mustLeaveAssignPage({ quota: 10, quotaRemaining: 0 })).toBe(true);
    expect(mustLeaveAssignPage({ quota: 10, quotaRemaining: 3 })).toBe(false);
    expect(mustLeaveAssignPage({ quota: null, quotaRemaining: null })).toBe(false);
  });
});

describe('validity interval', () => {
  it('accepts both empty or both in order', () => {
    expect(validityIntervalError(null, undefined)).toBeNull();
    expect(validityIntervalError('2026-01-01', '2026-01-31')).toBeNull();
  });

  it("says 'blank' when one date is missing and 'interval' when start is after end", () => {
    expect(validityIntervalError('2026-01-01', '')).toBe('blank');
    expect(validityIntervalError(' ', '2026-01-01')).toBe('blank');
    expect(validityIntervalError('2026-02-01', '2026-01-31')).toBe('interval');
  });

  it('counts the whole end day as valid, in Paris by default', () => {
    expect(isWithinValidity(new Date('2026-01-31T20:00:00Z'), '2026-01-01', '2026-01-31')).toBe(true);
    expect(isWithinValidity(new Date('2026-02-01T00:00:01Z'), '2026-01-01', '2026-01-31')).toBe(false);
    expect(isWithinValidity(now, null, null)).toBe(true);
    expect(isWithinValidity(now, '', ' ')).toBe(true);
  });

  it('starts a validity at midnight in the shop’s time zone, not in UTC', () => {
    // 00:30 on 1 January 2026 in Paris is still 31 December in UTC.
    expect(isWithinValidity(new Date('2025-12-31T23:30:00.000Z'), '2026-01-01', '2026-01-31')).toBe(true);
    expect(
      isWithinValidity(new Date('2025-12-31T23:30:00.000Z'), '2026-01-01', '2026-01-31', 'Europe/Paris'),
    ).toBe(true);
    // 23:59:59.999 on 31 December in Paris: one millisecond too early.
    expect(isWithinValidity(new Date('2025-12-31T22:59:59.999Z'), '2026-01-01', '2026-01-31')).toBe(false);
    expect(isWithinValidity(new Date('2025-12-31T23:00:00.000Z'), '2026-01-01', '2026-01-31')).toBe(true);
  });

  it('accepts the last instant of the end day in the shop’s time zone and refuses the next', () => {
    // 31 January 2026, 23:59:59.999 in Paris (UTC+1).
    expect(isWithinValidity(new Date('2026-01-31T22:59:59.999Z'), '2026-01-01', '2026-01-31')).toBe(true);
    expect(isWithinValidity(new Date('2026-01-31T23:00:00.000Z'), '2026-01-01', '2026-01-31')).toBe(false);
    // Summer time: 31 July ends at 21:59:59.999 UTC in Paris.
    expect(isWithinValidity(new Date('2026-07-31T21:59:59.999Z'), null, '2026-07-31')).toBe(true);
    expect(isWithinValidity(new Date('2026-07-31T22:00:00.000Z'), null, '2026-07-31')).toBe(false);
  });

  it('reads the days where the shop is, far from UTC on either side', () => {
    const window = ['2026-01-01', '2026-01-31'] as const;
    // São Paulo (UTC−3): 1 January begins at 03:00 UTC and 31 January ends at 02:59:59.999 UTC on 1 February.
    expect(isWithinValidity(new Date('2026-01-01T02:59:59.999Z'), ...window, 'America/Sao_Paulo')).toBe(
      false,
    );
    expect(isWithinValidity(new Date('2026-01-01T03:00:00.000Z'), ...window, 'America/Sao_Paulo')).toBe(true);
    expect(isWithinValidity(new Date('2026-02-01T02:59:59.999Z'), ...window, 'America/Sao_Paulo')).toBe(true);
    expect(isWithinValidity(new Date('2026-02-01T03:00:00.000Z'), ...window, 'America/Sao_Paulo')).toBe(
      false,
    );
    // Kiritimati (UTC+14): 1 January begins at 10:00 UTC on 31 December.
    expect(isWithinValidity(new Date('2025-12-31T09:59:59.999Z'), ...window, 'Pacific/Kiritimati')).toBe(
      false,
    );
    expect(isWithinValidity(new Date('2025-12-31T10:00:00.000Z'), ...window, 'Pacific/Kiritimati')).toBe(
      true,
    );
    expect(isWithinValidity(new Date('2026-01-31T09:59:59.999Z'), ...window, 'Pacific/Kiritimati')).toBe(
      true,
    );
    expect(isWithinValidity(new Date('2026-01-31T10:00:00.000Z'), ...window, 'Pacific/Kiritimati')).toBe(
      false,
    );
  });

  it('takes a date with a time as that very instant', () => {
    const start = '2026-01-01T12:00:00.000Z';
    const end = '2026-01-02T12:00:00.000Z';
    expect(isWithinValidity(new Date('2026-01-01T11:59:59.999Z'), start, end)).toBe(false);
    expect(isWithinValidity(new Date('2026-01-01T12:00:00.000Z'), start, end)).toBe(true);
    expect(isWithinValidity(new Date('2026-01-02T12:00:00.000Z'), start, end)).toBe(true);
    expect(isWithinValidity(new Date('2026-01-02T12:00:00.001Z'), start, end)).toBe(false);
  });
});

describe('texts', () => {
  it('writes a mention with a single @', () => {
    expect(mention('lea.martin')).toBe('@lea.martin');
    expect(mention(' @lea.martin ')).toBe('@lea.martin');
  });

  it('cuts long names with an ellipsis', () => {
    expect(truncate('une_tres_longue_signature_insta', 20)).toBe('une_tres_longue_sign…');
    expect(truncate('court', 20)).toBe('court');
    expect(truncate('Réduction été 2026!', 15)).toBe('Réduction été 2…');
  });

  it("fills the reward comment with the author's mention and the reward's name", () => {
    expect(
      rewardCommentText('lea.martin', 'Merci {username} ! « {reward} » vous attend.', 'Un café offert'),
    ).toBe('Merci @lea.martin ! « Un café offert » vous attend.');
  });

  it('names a reward by its description, else its percent or its code', () => {
    const reward = { type: 'percent', description: null, code: null, percent: 15 };
    expect(rewardName({ ...reward, description: '  Un café offert ' })).toBe('Un café offert');
    expect(rewardName(reward)).toBe('-15 %');
    expect(rewardName({ ...reward, type: 'code', code: 'MERCI10', percent: null })).toBe('MERCI10');
    expect(rewardName({ ...reward, description: '   ' })).toBe('-15 %');
    expect(rewardName({ ...reward, type: 'voucher', percent: null })).toBeNull();
  });

  it('renders the four message placeholders and leaves unknown ones as typed', () => {
    const values = { username: '@lea', shop: '@maison.lumiere', content_type: 'story', reward: '-15 %' };
    expect(
      renderMessageTemplate(
        'Merci {{username}} pour votre {{ content_type }} sur {{shop}} : {{reward}} {{oops}}',
        values,
      ),
    ).toBe('Merci @lea pour votre story sur @maison.lumiere : -15 % {{oops}}');
  });

  it('cuts a message into its words and its placeholders, an unknown one kept in the words', () => {
    expect(messageTemplateParts('Merci {{username}} ! {{ reward }} chez {{shop}}{{oops}}.')).toEqual([
      { kind: 'text', text: 'Merci ' },
      { kind: 'placeholder', name: 'username' },
      { kind: 'text', text: ' ! ' },
      { kind: 'placeholder', name: 'reward' },
      { kind: 'text', text: ' chez ' },
      { kind: 'placeholder', name: 'shop' },
      { kind: 'text', text: '{{oops}}.' },
    ]);
    expect(messageTemplateParts('')).toEqual([]);
    expect(messageTemplateParts('{{content_type}}')).toEqual([{ kind: 'placeholder', name: 'content_type' }]);
  });

  it('tells whether a message names a placeholder, spaces inside the braces or not', () => {
    expect(templateUses('Merci {{username}} : {{ reward }}', 'reward')).toBe(true);
    expect(templateUses('Merci {{username}} : {{rewards}} {reward}', 'reward')).toBe(false);
    expect(templateUses('Merci {{username}}', 'username')).toBe(true);
  });
});

describe('plan', () => {
  it('includes the story automation in the advanced and enterprise plans only', () => {
    expect(planIncludesAutomation('advanced')).toBe(true);
    expect(planIncludesAutomation('enterprise')).toBe(true);
    expect(planIncludesAutomation('pro')).toBe(false);
    expect(planIncludesAutomation('basic')).toBe(false);
    expect(planIncludesAutomation(null)).toBe(false);
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n/messages';
import { quotaRenewalText } from './quotaRenewal';

const fr = createIntl({ locale: 'fr', messages: messagesFor('fr') });
const en = createIntl({ locale: 'en', messages: messagesFor('en') });

describe('the quota renewal date', () => {
  it('names the first day of next month where the shop is, in French and English', () => {
    // 1 December 2026, 00:00 in Paris.
    const shop = { quotaRenewsAt: '2026-11-30T23:00:00.000Z', timeZone: 'Europe/Paris' };
    expect(quotaRenewalText(fr, shop)).toBe('Renouvellement le 1er décembre');
    expect(quotaRenewalText(en, shop)).toBe('Renews on 1 December');
  });

  it('reads the date in the shop’s zone, whatever the browser’s', () => {
    // 1 January 2027, 00:00 in Kiritimati (UTC+14): still 31 December in most of the world.
    const kiritimati = { quotaRenewsAt: '2026-12-31T10:00:00.000Z', timeZone: 'Pacific/Kiritimati' };
    expect(quotaRenewalText(fr, kiritimati)).toBe('Renouvellement le 1er janvier');
    // 1 December 2026, 00:00 in São Paulo (UTC−3): already 1 December at 03:00 UTC.
    const saoPaulo = { quotaRenewsAt: '2026-12-01T03:00:00.000Z', timeZone: 'America/Sao_Paulo' };
    expect(quotaRenewalText(en, saoPaulo)).toBe('Renews on 1 December');
  });

  it('says nothing for a shop without quota', () => {
    expect(quotaRenewalText(fr, { quotaRenewsAt: null, timeZone: 'Europe/Paris' })).toBeUndefined();
  });
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor, type Locale } from '../../i18n/messages';
import { assignedRewardFixture } from '../../testing/pageFixtures';
import { useRewardText } from './useRewardText';

const textIn = (locale: Locale) =>
  renderHook(() => useRewardText(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe('reward dates as the screens write them', () => {
  it('writes validity days as the days they are, whatever the zone of the browser', () => {
    const text = textIn('fr');
    expect(text.validityText('2026-11-01', '2026-11-30')).toBe('Du 01/11/2026 au 30/11/2026');
    expect(text.validityRangeText('2026-01-01', '2026-01-31')).toBe('01/01/2026 – 31/01/2026');
    expect(text.validityText(null, null)).toBe('Sans limite de date');
  });

  it('names a statistics month as the month it is', () => {
    expect(textIn('fr').statisticsMonthText('2026-11')).toBe('nov. 26');
    expect(textIn('fr').statisticsMonthText('2026-01')).toBe('janv. 26');
  });
});

describe('a reward given with a unique code', () => {
  const reward = assignedRewardFixture({
    status: 'used',
    type: 'code',
    code: 'MERCI-LEA-7K3Q',
    amount_in_percent: null,
    uniqueCode: true,
    order: { name: '#1042', totalCents: 5990, currency: 'EUR' },
  });
  /** Intl's spaces (before €, in thousands) as ordinary ones. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('says the order that used it, with its total in its currency', () => {
    expect(plain(textIn('fr').orderText(reward) ?? '')).toBe('Commande #1042 · 59,90 €');
    expect(textIn('fr').orderText({ ...reward, order: null })).toBeNull();
    expect(textIn('fr').orderText({ ...reward, status: 'refused' })).toBeNull();
  });

  it('shows its own code: the code of a code, the code after the percent of a percent', () => {
    expect(textIn('fr').assignedValueText(reward)).toBe('MERCI-LEA-7K3Q');
    expect(plain(textIn('fr').assignedValueText({ ...reward, type: 'percent', amount_in_percent: 15 }))).toBe(
      '15 % · MERCI-LEA-7K3Q',
    );
  });
});

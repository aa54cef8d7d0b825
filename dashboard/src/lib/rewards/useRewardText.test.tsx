import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor, type Locale } from '../../i18n/messages';
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

import { render, screen } from '@testing-library/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { LOCALE_STORAGE_KEY } from './detectLocale';

describe('I18nProvider', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('speaks the language of ?lng= and remembers it for the next pages', () => {
    window.history.replaceState(null, '', '/signin?lng=en');
    render(
      <I18nProvider>
        <FormattedMessage id="home.recent.view_more" />
      </I18nProvider>,
    );
    expect(screen.getByText('View more')).toBeVisible();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes English dates day first, as French ones (SPEC §9 dd/MM/yyyy), its texts still English', async () => {
    const day = new Date('2026-11-26T14:30:00.000Z');
    render(
      <I18nProvider locale="en">
        <p>
          <FormattedMessage id="home.recent.view_more" />
        </p>
        <p>
          <FormattedDate value={day} day="2-digit" month="2-digit" year="numeric" timeZone="UTC" />
        </p>
        <p>
          <FormattedDate value={day} dateStyle="short" timeStyle="short" timeZone="UTC" />
        </p>
      </I18nProvider>,
    );
    expect(await screen.findByText('View more')).toBeVisible();
    expect(screen.getByText('26/11/2026')).toBeVisible();
    expect(screen.getByText('26/11/2026, 14:30')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the remembered language alone when the language is fixed (stories, tests)', () => {
    render(
      <I18nProvider locale="fr">
        <FormattedMessage id="home.recent.view_more" />
      </I18nProvider>,
    );
    expect(screen.getByText('Voir plus')).toBeVisible();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
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

import { useIntl } from 'react-intl';
import { Select } from './LanguageSwitcher.styles';
import { useLocale } from '../../i18n/I18nProvider';
import { LOCALES, type Locale } from '../../i18n/messages';

/** The header's language switcher: French or English, remembered for next time. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'layout.language' })}
      value={locale}
      onChange={(event) => setLocale(event.target.value as Locale)}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option}>
          {intl.formatMessage({ id: `layout.language.${option}` })}
        </option>
      ))}
    </Select>
  );
}

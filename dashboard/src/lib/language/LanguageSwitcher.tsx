import { useIntl } from 'react-intl';
import { Icon } from '@merci/ui-kit';
import { Select, SwitcherChevron, SwitcherGroup } from './LanguageSwitcher.styles';
import { useLocale } from '../../i18n/I18nProvider';
import { LOCALES, type Locale } from '../../i18n/messages';

/** The header's language switcher: French or English, remembered for next time. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <SwitcherGroup>
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
      <SwitcherChevron aria-hidden>
        <Icon name="chevron-down" />
      </SwitcherChevron>
    </SwitcherGroup>
  );
}

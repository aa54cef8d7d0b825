import { useIntl } from 'react-intl';
import { dateText } from './dateText';

/** The shared date formats (dateText) in the current language. */
export function useDateText() {
  return dateText(useIntl());
}

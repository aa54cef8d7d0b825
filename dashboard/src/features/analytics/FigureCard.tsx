import { Icon, StatCard, type IconName, type StatCardProps } from '@merci/ui-kit';
import { useLocale } from '../../i18n/I18nProvider';

export interface FigureCardProps extends Omit<StatCardProps, 'icon' | 'locale'> {
  /** The card's decorative icon. */
  icon: IconName;
}

/** One of the page's key figures: a counter in the page's locale, kept whole on paper. */
export function FigureCard({ icon, ...rest }: FigureCardProps) {
  const { locale } = useLocale();
  return <StatCard data-print-card locale={locale} icon={<Icon name={icon} />} {...rest} />;
}

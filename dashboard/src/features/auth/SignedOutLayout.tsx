import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PRIVACY_POLICY_URL, TERMS_URL } from '../../lib/links';
import {
  FormColumn,
  LegalLinks,
  MarketingBrand,
  MarketingList,
  MarketingPanel,
  MarketingTitle,
  MobileBrand,
  Split,
} from './SignedOutLayout.styles';

export interface SignedOutLayoutProps {
  children: ReactNode;
}

/** Signed-out screens: the marketing side panel, the form, and the legal links (SPEC §2). */
export function SignedOutLayout({ children }: SignedOutLayoutProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Split>
      <MarketingPanel aria-label={t('auth.marketing.label')}>
        <MarketingBrand>merci</MarketingBrand>
        <div>
          <MarketingTitle>{t('auth.marketing.title')}</MarketingTitle>
          <MarketingList>
            <li>{t('auth.marketing.point1')}</li>
            <li>{t('auth.marketing.point2')}</li>
            <li>{t('auth.marketing.point3')}</li>
          </MarketingList>
        </div>
        <p>{t('auth.marketing.footer')}</p>
      </MarketingPanel>
      <FormColumn>
        <MobileBrand>merci</MobileBrand>
        {children}
        <LegalLinks aria-label={t('auth.legal.label')}>
          <a href={PRIVACY_POLICY_URL} target="_blank" rel="noreferrer">
            {t('auth.legal.privacy')}
          </a>
          <a href={TERMS_URL} target="_blank" rel="noreferrer">
            {t('auth.legal.terms')}
          </a>
        </LegalLinks>
      </FormColumn>
    </Split>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SideNav, type SideNavItem } from '@merci/ui-kit';
import { Drawer } from '@merci/ui-kit/Drawer';
import { RouterLink } from '../../lib/routing/RouterLink';
import { LanguageSwitcher } from '../../lib/language/LanguageSwitcher';
import {
  MenuEmail,
  MenuFooter,
  MenuIdentity,
  MenuLanguage,
  MenuNavigation,
  MenuShopName,
} from './MenuDrawer.styles';

export interface MenuDrawerProps {
  isOpen: boolean;
  /** Escape, the backdrop or the close button. */
  onClose: () => void;
  /** The navigation's links, as the side navigation has them. */
  items: readonly SideNavItem[];
  shopName?: string;
  email?: string;
  /** The logout form, as the side navigation's foot has it. */
  logout: ReactNode;
}

/**
 * The phone's menu, over the page: who is signed in (shop and e-mail), the navigation, the
 * language and Logout. A modal dialog: the focus stays in it until it closes, then returns to
 * the menu button.
 */
export function MenuDrawer({ isOpen, onClose, items, shopName, email, logout }: MenuDrawerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Drawer
      title={t('nav.toggle')}
      closeLabel={t('nav.close')}
      isOpen={isOpen}
      onOpenChange={({ isOpen: next }) => {
        if (!next) onClose();
      }}
    >
      {shopName || email ? (
        <MenuIdentity>
          {shopName ? <MenuShopName>{shopName}</MenuShopName> : null}
          {email ? <MenuEmail>{email}</MenuEmail> : null}
        </MenuIdentity>
      ) : null}
      <MenuNavigation>
        <SideNav
          items={items}
          label={t('nav.label')}
          linkAs={RouterLink}
          footer={
            <MenuFooter>
              <MenuLanguage>
                <LanguageSwitcher />
              </MenuLanguage>
              {logout}
            </MenuFooter>
          }
        />
      </MenuNavigation>
    </Drawer>
  );
}

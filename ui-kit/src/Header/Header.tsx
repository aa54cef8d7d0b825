import type { HTMLAttributes, ReactNode, Ref } from 'react';
import {
  HeaderEmail,
  HeaderEnd,
  HeaderIdentity,
  HeaderMenu,
  HeaderShopName,
  HeaderStart,
  StyledHeader,
} from './Header.styles';

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /**
   * The button that opens the menu on a phone, before `start`. With it, below md the header is a
   * 56 px app bar (menu, `start`, `end`) and the shop name and e-mail give way to the menu, which
   * shows them; from md up the button is hidden and the header is as without it.
   */
  menu?: ReactNode;
  /** Content at the start of the bar: the logo, a page title or the side navigation toggle. */
  start?: ReactNode;
  /** Name of the signed-in shop, shown above the e-mail. */
  shopName?: ReactNode;
  /** E-mail address of the signed-in user; cut with an ellipsis when too long. */
  email?: ReactNode;
  /** Actions at the end of the bar, such as the `NotificationBell`. */
  end?: ReactNode;
  /** Forwarded to the `header` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The top bar of the signed-in layout, a `banner` landmark: `start` on the left; the shop name, the
 * user's e-mail and the `end` actions on the right. With a `menu`, an app bar on a phone.
 */
export function Header({ menu, start, shopName, email, end, ...rest }: HeaderProps) {
  const hasIdentity = Boolean(shopName) || Boolean(email);
  const isAppBar = Boolean(menu);
  return (
    <StyledHeader $isAppBar={isAppBar} {...rest}>
      {menu ? <HeaderMenu>{menu}</HeaderMenu> : null}
      {start ? <HeaderStart>{start}</HeaderStart> : null}
      {hasIdentity || end ? (
        <HeaderEnd>
          {hasIdentity ? (
            <HeaderIdentity $isAppBar={isAppBar}>
              {shopName ? <HeaderShopName>{shopName}</HeaderShopName> : null}
              {email ? <HeaderEmail>{email}</HeaderEmail> : null}
            </HeaderIdentity>
          ) : null}
          {end}
        </HeaderEnd>
      ) : null}
    </StyledHeader>
  );
}

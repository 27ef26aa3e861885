import type { ParseKeys } from 'i18next';
import { paths } from '../paths';

export interface NavLinkItem {
  labelKey: ParseKeys;
  to: string;
}

export interface NavMenuItem {
  labelKey: ParseKeys;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

export const isMenu = (item: NavItem): item is NavMenuItem => 'items' in item;

/** Spec section 2, Navigation: the desktop bar, in order. */
export const mainNav: NavItem[] = [
  { labelKey: 'layout.nav.howToJoin', to: paths.howItWorks },
  { labelKey: 'layout.nav.aboutUs', to: paths.aboutUs },
  {
    labelKey: 'layout.nav.products',
    items: [
      { labelKey: 'layout.products.ineo', to: paths.buy3get1 },
      { labelKey: 'layout.products.r9000', to: paths.buy3get1 },
      { labelKey: 'layout.products.r8000', to: paths.buy4get1 },
      { labelKey: 'layout.products.r7000', to: paths.buy4get1 },
    ],
  },
  { labelKey: 'layout.nav.promotions', to: paths.promotion },
  {
    labelKey: 'layout.nav.help',
    items: [
      { labelKey: 'layout.nav.customerSupport', to: paths.contactSupport },
      { labelKey: 'layout.nav.faq', to: paths.faq },
    ],
  },
];

import type { ComponentType } from 'react';
import {
  AccountIcon,
  DashboardIcon,
  InventoryIcon,
  MailIcon,
  OfferIcon,
  OrdersIcon,
  PriceIcon,
  PromotionIcon,
  ReportIcon,
  SettingsIcon,
} from '@catalogo/shared-ui';

export interface PanelNavItem {
  label: string;
  to: string;
  icon: ComponentType;
  exact?: boolean;
  /** Sections shown under the item while it is open (the portfolio's screens). */
  children?: { label: string; to: string }[];
}

const portfolio = '/panel/portifolio';

export const panelNav: PanelNavItem[] = [
  { label: 'Painel', to: '/panel', icon: DashboardIcon, exact: true },
  {
    label: 'Portfólio',
    to: portfolio,
    icon: InventoryIcon,
    children: [
      { label: 'Produtos', to: `${portfolio}/product` },
      { label: 'Marcas', to: `${portfolio}/brand` },
      { label: 'Categorias', to: `${portfolio}/category-system/category` },
      { label: 'Grupos', to: `${portfolio}/category-system/group` },
      { label: 'Subgrupos', to: `${portfolio}/category-system/subgroup` },
      { label: 'Descrições', to: `${portfolio}/description` },
      { label: 'Montadoras', to: `${portfolio}/factory` },
      { label: 'Veículos', to: `${portfolio}/vehicle` },
      { label: 'Perfil da empresa', to: `${portfolio}/profile` },
    ],
  },
  { label: 'Pedidos', to: '/panel/orders', icon: OrdersIcon },
  { label: 'Ofertas', to: '/panel/offer', icon: OfferIcon },
  { label: 'Preços', to: '/panel/price', icon: PriceIcon },
  { label: 'Promoções', to: '/panel/promotion', icon: PromotionIcon },
  { label: 'Relatórios', to: '/panel/report', icon: ReportIcon },
  { label: 'Mensagens', to: '/panel/message', icon: MailIcon },
  { label: 'Configurações', to: '/panel/setting', icon: SettingsIcon },
  { label: 'Minha conta', to: '/panel/account', icon: AccountIcon },
];

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
}

export const panelNav: PanelNavItem[] = [
  { label: 'Painel', to: '/panel', icon: DashboardIcon, exact: true },
  { label: 'Portfólio', to: '/panel/portifolio', icon: InventoryIcon },
  { label: 'Pedidos', to: '/panel/orders', icon: OrdersIcon },
  { label: 'Ofertas', to: '/panel/offer', icon: OfferIcon },
  { label: 'Preços', to: '/panel/price', icon: PriceIcon },
  { label: 'Promoções', to: '/panel/promotion', icon: PromotionIcon },
  { label: 'Relatórios', to: '/panel/report', icon: ReportIcon },
  { label: 'Mensagens', to: '/panel/message', icon: MailIcon },
  { label: 'Configurações', to: '/panel/setting', icon: SettingsIcon },
  { label: 'Minha conta', to: '/panel/account', icon: AccountIcon },
];

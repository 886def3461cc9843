export interface PanelNavItem {
  label: string;
  to: string;
  /** From the icon service (shared-ui's Icon): the panel is not on a public page's first paint. */
  icon: string;
  exact?: boolean;
  /** Sections shown under the item while it is open (the portfolio's screens). */
  children?: { label: string; to: string }[];
}

const portfolio = '/panel/portifolio';

export const panelNav: PanelNavItem[] = [
  { label: 'Painel', to: '/panel', icon: 'mdi:view-dashboard-outline', exact: true },
  {
    label: 'Portfólio',
    to: portfolio,
    icon: 'mdi:package-variant-closed',
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
  { label: 'Pedidos', to: '/panel/orders', icon: 'catalogo-icon:quote' },
  { label: 'Ofertas', to: '/panel/offer', icon: 'catalogo-icon:offer' },
  { label: 'Preços', to: '/panel/price', icon: 'mdi:cash-multiple' },
  { label: 'Promoções', to: '/panel/promotion', icon: 'catalogo-icon:promotion' },
  { label: 'Relatórios', to: '/panel/report', icon: 'mdi:chart-box-outline' },
  { label: 'Mensagens', to: '/panel/message', icon: 'mdi:email-outline' },
  { label: 'Configurações', to: '/panel/setting', icon: 'mdi:cog-outline' },
  { label: 'Minha conta', to: '/panel/account', icon: 'mdi:account-circle-outline' },
];

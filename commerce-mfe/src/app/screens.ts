import type { ScreenDefinition } from '@catalogo/shared-ui';

/** The commercial pages of the panel (spec §2). */
export const commerceScreens: readonly ScreenDefinition[] = [
  {
    path: '/panel/orders',
    screen: 'orders',
    title: 'Pedidos',
    description: 'Pedidos de cotação recebidos pelo catálogo.',
  },
  {
    path: '/panel/offer',
    screen: 'offer',
    title: 'Ofertas',
    description: 'Preços especiais por período.',
  },
  {
    path: '/panel/price',
    screen: 'price',
    title: 'Preços',
    description: 'Tabelas de preço e importação.',
  },
  {
    path: '/panel/promotion',
    screen: 'promotion',
    title: 'Promoções',
    description: 'Campanhas exibidas no catálogo.',
  },
  {
    path: '/panel/report',
    screen: 'report',
    title: 'Relatórios',
    description: 'Indicadores do portfólio e dos pedidos.',
  },
  {
    path: '/panel/message',
    screen: 'message',
    title: 'Mensagens',
    description: 'Mensagens enviadas pelos visitantes.',
  },
];

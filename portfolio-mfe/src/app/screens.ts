import type { ScreenDefinition } from '@catalogo/shared-ui';

const base = '/panel/portifolio';

const sections: [string, string][] = [
  ['ProductMain', 'Dados principais'],
  ['ProductDetail', 'Detalhes técnicos'],
  ['ProductImage', 'Imagens'],
  ['ProductInfo', 'Informações'],
  ['ProductPack', 'Embalagem'],
  ['ProductRef', 'Referências e aplicações'],
  ['ProductReview', 'Revisão'],
  ['ProductTax', 'Dados fiscais'],
];

/** Everything under /panel/portifolio (spec §2). */
export const portfolioScreens: readonly ScreenDefinition[] = [
  {
    path: base,
    screen: 'portfolio',
    title: 'Portfólio',
    description: 'Produtos, marcas, categorias, descrições, montadoras e veículos.',
  },
  { path: `${base}/brand`, screen: 'brand-list', title: 'Marcas' },
  { path: `${base}/brand/form/:id?`, screen: 'brand-form', title: 'Marca' },
  { path: `${base}/category-system/category`, screen: 'category-list', title: 'Categorias' },
  { path: `${base}/category-system/group`, screen: 'group-list', title: 'Grupos' },
  { path: `${base}/category-system/subgroup`, screen: 'subgroup-list', title: 'Subgrupos' },
  // The levels' forms, where their lists' Novo and rows lead (not in spec §2's list; the shell's
  // route table must list them too to send these paths here).
  {
    path: `${base}/category-system/category/form/:id?`,
    screen: 'category-form',
    title: 'Categoria',
  },
  { path: `${base}/category-system/group/form/:id?`, screen: 'group-form', title: 'Grupo' },
  {
    path: `${base}/category-system/subgroup/form/:id?`,
    screen: 'subgroup-form',
    title: 'Subgrupo',
  },
  { path: `${base}/description`, screen: 'description-list', title: 'Descrições' },
  { path: `${base}/description/form/:id?`, screen: 'description-form', title: 'Descrição' },
  { path: `${base}/factory`, screen: 'factory-list', title: 'Montadoras' },
  { path: `${base}/factory/form/:id?`, screen: 'factory-form', title: 'Montadora' },
  { path: `${base}/product`, screen: 'product-list', title: 'Produtos' },
  { path: `${base}/product/form/:id?`, screen: 'product-form', title: 'Produto' },
  ...sections.map(([section, title]) => ({
    path: `${base}/product/form/template/${section}`,
    screen: `product-form-${section}`,
    title: `Produto: ${title}`,
  })),
  { path: `${base}/profile`, screen: 'profile', title: 'Perfil da empresa' },
  { path: `${base}/vehicle`, screen: 'vehicle-list', title: 'Veículos' },
  { path: `${base}/vehicle/form/:id?`, screen: 'vehicle-form', title: 'Veículo' },
];

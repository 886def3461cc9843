import type { CategoryLevel } from '@catalogo/shared-auth';
import type { PortfolioSummary } from './summary-api';

const base = '/panel/portifolio';

type Count = keyof PortfolioSummary['counts'];

export interface ResourceCard {
  label: string;
  to: string;
  /** The summary's count shown on the card (none for the company profile). */
  count?: Count;
  /** The category system's level, when the card is one. */
  level?: CategoryLevel;
  note?: string;
}

/** The landing's cards, in the order of the panel's navigation. */
export const resourceCards: readonly ResourceCard[] = [
  { label: 'Produtos', to: `${base}/product`, count: 'products' },
  { label: 'Marcas', to: `${base}/brand`, count: 'brands' },
  {
    label: 'Categorias',
    to: `${base}/category-system/category`,
    count: 'categories',
    level: 'category',
  },
  { label: 'Grupos', to: `${base}/category-system/group`, count: 'groups', level: 'group' },
  {
    label: 'Subgrupos',
    to: `${base}/category-system/subgroup`,
    count: 'subgroups',
    level: 'subgroup',
  },
  { label: 'Descrições', to: `${base}/description`, count: 'descriptions' },
  { label: 'Montadoras', to: `${base}/factory`, count: 'factories' },
  { label: 'Veículos', to: `${base}/vehicle`, count: 'vehicles' },
  { label: 'Perfil da empresa', to: `${base}/profile`, note: 'Dados, contatos e aparência' },
];

type Attention = keyof PortfolioSummary['attention'];

export interface AttentionItem {
  key: Attention;
  /** `3 marcas inativas ainda usadas em produtos`. */
  text: (count: string, one: boolean) => string;
  action: string;
  to: string;
}

export const attentionItems: readonly AttentionItem[] = [
  {
    key: 'inactiveBrandsInUse',
    text: (n, one) =>
      one
        ? `${n} marca inativa ainda usada em produtos`
        : `${n} marcas inativas ainda usadas em produtos`,
    action: 'Ver as marcas',
    to: `${base}/brand?active=false&inUse=true`,
  },
  {
    key: 'descriptionsWithoutSubgroup',
    text: (n, one) => `${n} ${one ? 'descrição' : 'descrições'} sem subgrupo padrão`,
    action: 'Ver as descrições',
    to: `${base}/description?withoutSubgroup=true`,
  },
  {
    key: 'inactiveVehiclesInUse',
    text: (n, one) =>
      one
        ? `${n} veículo inativo ainda usado em aplicações`
        : `${n} veículos inativos ainda usados em aplicações`,
    action: 'Ver os veículos inativos',
    // The vehicles list has no "in use" filter: the inactive ones include those.
    to: `${base}/vehicle?active=false`,
  },
];

import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page of a feature, loaded when its route is first opened (none reaches a public page). */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * The built screens: screen key (screens.ts) → its page. A screen without an entry shows its
 * placeholder. To add one, add a line here: the route, its heading and data-screen come from
 * screens.ts.
 */
export const featureRoutes: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  // brands, factories, vehicles, profile
  'brand-list': page(() => import('../features/brands/brand-list-page'), 'BrandListPage'),
  'brand-form': page(() => import('../features/brands/brand-form-page'), 'BrandFormPage'),
  'factory-list': page(() => import('../features/factories/factory-list-page'), 'FactoryListPage'),
  'factory-form': page(() => import('../features/factories/factory-form-page'), 'FactoryFormPage'),
  'vehicle-list': page(() => import('../features/vehicles/vehicle-list-page'), 'VehicleListPage'),
  'vehicle-form': page(() => import('../features/vehicles/vehicle-form-page'), 'VehicleFormPage'),
  profile: page(() => import('../features/profile/profile-page'), 'ProfilePage'),

  // landing, category system, descriptions
  portfolio: page(
    () => import('../features/landing/portfolio-landing-page'),
    'PortfolioLandingPage',
  ),
  'category-list': page(
    () => import('../features/category-system/category-list-page'),
    'CategoryListPage',
  ),
  'group-list': page(() => import('../features/category-system/group-list-page'), 'GroupListPage'),
  'subgroup-list': page(
    () => import('../features/category-system/subgroup-list-page'),
    'SubgroupListPage',
  ),
  'description-list': page(
    () => import('../features/descriptions/description-list-page'),
    'DescriptionListPage',
  ),
  'description-form': page(
    () => import('../features/descriptions/description-form-page'),
    'DescriptionFormPage',
  ),
  // In screens.ts at category-system/{category,group,subgroup}/form/:id?; the shell's
  // portfolioSubpaths must list them too before the shell sends those paths here.
  'category-form': page(
    () => import('../features/category-system/category-form-page'),
    'CategoryFormPage',
  ),
  'group-form': page(() => import('../features/category-system/group-form-page'), 'GroupFormPage'),
  'subgroup-form': page(
    () => import('../features/category-system/subgroup-form-page'),
    'SubgroupFormPage',
  ),

  // products: the list, the form, and the form opened on one section (spec's template routes)
  'product-list': page(() => import('../features/products/product-list-page'), 'ProductListPage'),
  'product-form': page(() => import('../features/products/product-form-page'), 'ProductFormPage'),
  ...Object.fromEntries(
    (
      [
        ['ProductMain', 'ProductMainPage'],
        ['ProductDetail', 'ProductDetailPage'],
        ['ProductImage', 'ProductImagePage'],
        ['ProductInfo', 'ProductInfoPage'],
        ['ProductPack', 'ProductPackPage'],
        ['ProductRef', 'ProductRefPage'],
        ['ProductReview', 'ProductReviewPage'],
        ['ProductTax', 'ProductTaxPage'],
      ] as const
    ).map(([section, name]) => [
      `product-form-${section}`,
      page(() => import('../features/products/product-section-pages'), name),
    ]),
  ),
};

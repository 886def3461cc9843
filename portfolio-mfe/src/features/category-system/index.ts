// The category system's pages (categories, groups, subgroups), each a lazy route's default.
export { CategoryListPage } from './category-list-page';
export { GroupListPage } from './group-list-page';
export { SubgroupListPage } from './subgroup-list-page';
export { CategoryFormPage } from './category-form-page';
export { GroupFormPage } from './group-form-page';
export { SubgroupFormPage } from './subgroup-form-page';

// The descriptions' pages, each a lazy route's default.
export { DescriptionListPage } from './description-list-page';
export { DescriptionFormPage } from './description-form-page';

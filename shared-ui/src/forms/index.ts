// Form helpers, a separate entry (`@catalogo/shared-ui/forms`): only the forms' own lazy chunks
// bundle them, so the shared-ui singleton that every first page loads stays as small as before.
export { applyFieldErrors } from './field-errors';
export type { FieldMap } from './field-errors';
export { textFieldProps } from './text-field-props';
export { FormAlert } from './form-alert';
export type { FormAlertProps } from './form-alert';
export { CNPJ_LENGTH, cnpjDigits, isValidCnpj, maskCnpj } from '../format/cnpj';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface FieldIssue {
  field: string;
  reason: string;
}

/** How an API field path ('company.cnpj') maps onto a form field, with its pt-BR fallback. */
export type FieldMap<T extends FieldValues> = Record<string, { name: Path<T>; message: string }>;

// The API's own checks explain themselves in pt-BR sentences ('E-mail já cadastrado.');
// schema-validator reasons ('must match format "email"') are not for users.
const isSentence = (reason: string) => /^[A-ZÀ-Ú].*[.!]$/.test(reason.trim());

/**
 * Puts an API error's field issues on the form (the first one gets the focus) and tells whether
 * every issue found its field; what is left over belongs in the alert above the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  fields: readonly FieldIssue[],
  setError: UseFormSetError<T>,
  map: FieldMap<T>,
): { allMapped: boolean } {
  let mapped = 0;
  for (const issue of fields) {
    const target = map[issue.field];
    if (!target) continue;
    const message = isSentence(issue.reason) ? issue.reason : target.message;
    setError(target.name, { type: 'server', message }, { shouldFocus: mapped === 0 });
    mapped += 1;
  }
  return { allMapped: fields.length > 0 && mapped === fields.length };
}

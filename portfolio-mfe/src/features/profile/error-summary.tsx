import { useFormState, useFormContext } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { Alert, Box, Link } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';

/** The form paths that have an error (`about.email`), in the form's order. */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string'
      ? [path]
      : errorPaths(value as FieldErrors, path);
  });
}

/**
 * Why Salvar is disabled, on a long page: the fields to fix, each a link that takes the focus
 * to it (the problem may be far below, in Visual).
 */
export function ErrorSummary({ labels }: { labels: Readonly<Record<string, string>> }) {
  const { control, setFocus } = useFormContext();
  const { errors } = useFormState({ control });
  const readOnly = useFormReadOnly();
  const paths = errorPaths(errors);
  if (readOnly || paths.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      Para salvar, corrija {paths.length === 1 ? 'o campo' : 'os campos'}:{' '}
      {paths.map((path, index) => (
        <Box component="span" key={path}>
          {index > 0 && ', '}
          <Link component="button" type="button" onClick={() => setFocus(path)}>
            {labels[path] ?? path}
          </Link>
        </Box>
      ))}
      .
    </Alert>
  );
}

import { useMemo } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { InputAdornment, TextField } from '@catalogo/shared-ui';
import { tenantAppUrl } from '@catalogo/shared-auth';
import { normalizeUriName } from './schemas';

/** What follows a company's address on this site, e.g. '.localhost:4200' or '.catalogo.com.br'. */
export function companyHostSuffix(): string {
  const host = new URL(tenantAppUrl('x', '/')).host;
  return host.slice(1);
}

export interface CompanyAddressFieldProps<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  error?: boolean;
  helperText?: string;
  /** Colours the helper text green, e.g. for 'Disponível'. */
  success?: boolean;
}

/** The 'Endereço da empresa' input: a subdomain, kept lowercase, with the site's suffix shown. */
export function CompanyAddressField<T extends FieldValues>({
  field,
  error,
  helperText,
  success,
}: CompanyAddressFieldProps<T>) {
  const suffix = useMemo(companyHostSuffix, []);
  return (
    <TextField
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(normalizeUriName(event.target.value))}
      inputRef={field.ref}
      label="Endereço da empresa"
      autoComplete="off"
      fullWidth
      error={error}
      helperText={helperText}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> },
        htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 40 },
        formHelperText: {
          'aria-live': 'polite',
          sx: success && !error ? { color: 'success.main' } : undefined,
        },
      }}
    />
  );
}

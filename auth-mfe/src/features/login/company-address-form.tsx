import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TenantButton } from '@catalogo/shared-ui';
import { tenantAppUrl } from '@catalogo/shared-auth';
import { CompanyAddressField } from '../common/company-address-field';
import { externalNavigation } from '../common/external-navigation';
import { paths } from '../../app/paths';
import { companyAddressSchema } from './login-schema';
import type { CompanyAddressValues } from './login-schema';

/**
 * The platform host has no company to sign in to: it asks which company and sends the browser
 * to that company's sign-in page.
 */
export function CompanyAddressForm() {
  const { control, handleSubmit } = useForm<CompanyAddressValues>({
    resolver: zodResolver(companyAddressSchema),
    defaultValues: { uriName: '' },
  });
  const onSubmit = handleSubmit(({ uriName }) => {
    externalNavigation.go(tenantAppUrl(uriName, paths.login));
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Controller
        name="uriName"
        control={control}
        render={({ field, fieldState }) => (
          <CompanyAddressField
            field={field}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? 'O endereço que a sua empresa usa no catálogo.'
            }
          />
        )}
      />
      <TenantButton type="submit" size="large" fullWidth>
        Continuar
      </TenantButton>
    </Stack>
  );
}

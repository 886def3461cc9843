import { useWatch } from 'react-hook-form';
import { Stack, Typography } from '@catalogo/shared-ui';
import { FormPage, FormSelect, FormSwitch, FormTextField } from '@catalogo/shared-ui/panel';
import { paths, resources } from '../../app/paths';
import { ImageUploadField } from '../common/image-upload-field';
import {
  BRAND_KINDS,
  blankBrand,
  brandBody,
  brandLabels,
  brandSchema,
  slugOf,
} from './brand-schema';

/** The identifier, with what a blank one becomes. */
function SlugField() {
  const name = useWatch({ name: 'name' }) as string;
  const slug = useWatch({ name: 'slug' }) as string;
  const derived = slugOf(name ?? '');
  const hint =
    slug?.trim() || !derived
      ? 'Usado nos endereços do catálogo. Deixe em branco para gerá-lo a partir do nome.'
      : `Em branco: será gerado a partir do nome (${derived}).`;
  return (
    <FormTextField
      name="slug"
      label="Identificador"
      helperText={hint}
      slotProps={{ htmlInput: { maxLength: 80, autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}

/** A brand: create (`brand/form`) or edit (`brand/form/:id`). */
export function BrandFormPage() {
  return (
    <FormPage
      title="Marca"
      newTitle="Nova marca"
      resource={resources.brands}
      schema={brandSchema}
      defaultValues={blankBrand}
      toBody={brandBody}
      writePermission="portfolio:write"
      labels={brandLabels}
      listPath={paths.brands}
    >
      {() => (
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <FormTextField
            name="name"
            label="Nome"
            required
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <SlugField />
          <FormSelect
            name="kind"
            label="Tipo"
            options={BRAND_KINDS}
            helperText="Própria: marca que a empresa vende. Concorrente: usada nas referências cruzadas."
          />
          <ImageUploadField name="logo" label="Logo" kind="logo" />
          <div>
            <FormSwitch name="active" label="Ativo" />
            <Typography variant="body2" color="text.secondary">
              Uma marca inativa sai dos filtros do catálogo. Uma marca usada por produtos ou
              referências não pode ser excluída: desative-a.
            </Typography>
          </div>
        </Stack>
      )}
    </FormPage>
  );
}

import { Stack, Typography } from '@catalogo/shared-ui';
import { FormPage, FormSwitch, FormTextField } from '@catalogo/shared-ui/panel';
import { paths, resources } from '../../app/paths';
import { ImageUploadField } from '../common/image-upload-field';
import { blankFactory, factoryLabels, factorySchema } from './factory-schema';
import { SegmentsField } from './segments-field';

/** A vehicle maker: create (`factory/form`) or edit (`factory/form/:id`). */
export function FactoryFormPage() {
  return (
    <FormPage
      title="Montadora"
      newTitle="Nova montadora"
      resource={resources.factories}
      schema={factorySchema}
      defaultValues={blankFactory}
      writePermission="portfolio:write"
      labels={factoryLabels}
      listPath={paths.factories}
    >
      {() => (
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <FormTextField
            name="name"
            label="Nome"
            required
            helperText="Gravado em letras maiúsculas."
            slotProps={{ htmlInput: { maxLength: 80, style: { textTransform: 'uppercase' } } }}
          />
          <FormTextField name="country" label="País" slotProps={{ htmlInput: { maxLength: 60 } }} />
          <SegmentsField />
          <ImageUploadField name="logo" label="Logo" kind="logo" />
          <div>
            <FormSwitch name="active" label="Ativo" />
            <Typography variant="body2" color="text.secondary">
              Uma montadora com veículos ou referências não pode ser excluída: desative-a.
            </Typography>
          </div>
        </Stack>
      )}
    </FormPage>
  );
}

import { Stack } from '@catalogo/shared-ui';
import { FormAutocomplete, FormPage, FormSwitch, FormTextField } from '@catalogo/shared-ui/panel';
import {
  blankDescription,
  descriptionBody,
  descriptionLabels,
  descriptionSchema,
} from './description-schema';
import type { DescriptionValues } from './description-schema';
import {
  DESCRIPTION_LIST_PATH,
  DESCRIPTIONS,
  SUBGROUPS,
  subgroupOption,
  useSubgroupLevelOn,
} from './descriptions-shared';
import { NcmField } from './ncm-field';
import { SynonymsField } from './synonyms-field';

/** /panel/portifolio/description/form/:id? */
export function DescriptionFormPage() {
  // A subgroup level that is off is not offered; a default subgroup already set is kept.
  const subgroupOn = useSubgroupLevelOn();
  return (
    <FormPage<DescriptionValues>
      title="Descrição"
      newTitle="Nova descrição"
      resource={DESCRIPTIONS}
      schema={descriptionSchema}
      defaultValues={blankDescription}
      toBody={descriptionBody}
      writePermission="portfolio:write"
      labels={descriptionLabels}
      listPath={DESCRIPTION_LIST_PATH}
    >
      {() => (
        <Stack spacing={2.5} sx={{ maxWidth: 720, pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              name="code"
              label="Código"
              required
              helperText="Letras, números, ponto, hífen ou sublinhado."
              sx={{ flex: 1 }}
              slotProps={{
                htmlInput: {
                  maxLength: 20,
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  style: { textTransform: 'uppercase' },
                },
              }}
            />
            <NcmField name="defaultNcm" label="NCM padrão" sx={{ width: { sm: 220 } }} />
          </Stack>
          <FormTextField
            name="name"
            label="Nome"
            required
            fullWidth
            helperText="O nome padronizado da peça, como PASTILHA DE FREIO."
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <SynonymsField name="synonyms" label="Sinônimos" />
          {subgroupOn && (
            <FormAutocomplete
              name="defaultSubgroupId"
              label="Subgrupo padrão"
              resource={SUBGROUPS}
              optionLabel={subgroupOption}
              helperText="Sugerido aos produtos com esta descrição."
            />
          )}
          <FormSwitch name="active" label="Ativo" />
        </Stack>
      )}
    </FormPage>
  );
}

export default DescriptionFormPage;

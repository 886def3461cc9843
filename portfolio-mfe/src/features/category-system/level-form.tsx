import type { ReactNode } from 'react';
import { Stack } from '@catalogo/shared-ui';
import { FormPage, FormSwitch, FormTextField } from '@catalogo/shared-ui/panel';
import type { CategoryLevel } from '@catalogo/shared-auth';
import type { ZodType } from 'zod';
import type { CategoryValues } from './level-schema';
import { levelLabels } from './level-schema';
import { LevelNotice } from './level-notice';
import { LEVELS } from './levels';

export interface LevelFormProps<V extends CategoryValues> {
  level: CategoryLevel;
  newTitle: string;
  schema: ZodType<V>;
  blank: V;
  /** The parent's picker (a group's category, a subgroup's group). */
  parent?: ReactNode;
}

/** The form of a category, group or subgroup: code, name, parent, order and active. */
export function LevelForm<V extends CategoryValues>(props: LevelFormProps<V>) {
  const info = LEVELS[props.level];
  return (
    <FormPage<V>
      title={info.label}
      newTitle={props.newTitle}
      resource={info.resource}
      schema={props.schema}
      defaultValues={props.blank}
      writePermission="portfolio:write"
      labels={levelLabels}
      listPath={info.listPath}
    >
      {() => (
        <Stack spacing={2.5} sx={{ maxWidth: 640, pt: 1 }}>
          <LevelNotice level={props.level} />
          {props.parent}
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
            <FormTextField
              name="sortOrder"
              label="Ordem"
              type="number"
              required
              helperText="Os menores vêm primeiro."
              sx={{ width: { sm: 180 } }}
              slotProps={{ htmlInput: { min: 0, max: 9999, step: 1, inputMode: 'numeric' } }}
            />
          </Stack>
          <FormTextField
            name="name"
            label="Nome"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <FormSwitch name="active" label="Ativo" />
        </Stack>
      )}
    </FormPage>
  );
}

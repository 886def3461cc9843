import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Stack, Typography } from '@catalogo/shared-ui';
import { FormAutocomplete, FormTextField } from '@catalogo/shared-ui/panel';
import { panelApi } from '@catalogo/shared-auth/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { formatNcm } from '../descriptions/ncm';
import { codeAndName, useCategoryLevels } from './category-levels';
import { CodeField } from './code-field';
import { FieldGrid, SectionPart } from './field-grid';
import type { ProductValues } from './product-schema';
import type { ProductRow } from './product-types';
import { StatusChip } from './status-chip';

/** `ABC-123 — PASTILHA DE FREIO` from a list item (description text) or a record (object). */
const productOption = (row: PanelRow) => {
  const description =
    typeof row.description === 'string'
      ? row.description
      : (row.description as { name?: string } | null)?.name;
  return [row.code, description].filter((part) => typeof part === 'string' && part).join(' — ');
};

/** Principal: code, brand, description (and what it proposes), category levels, replacement. */
export function MainSection({ row }: { row: ProductRow | null }) {
  const { getValues, setValue } = useFormContext<ProductValues>();
  const levels = useCategoryLevels();
  const status = useWatch<ProductValues, 'status'>({ name: 'status' });
  const categoryId = useWatch<ProductValues, 'categoryId'>({ name: 'categoryId' });
  const groupId = useWatch<ProductValues, 'groupId'>({ name: 'groupId' });
  const [proposed, setProposed] = useState<string | null>(null);
  const [getRecord] = panelApi.useLazyGetPanelRecordQuery();

  const set = (name: 'categoryId' | 'groupId' | 'subgroupId', value: string | null) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  /** A description proposes its default subgroup (with its group and category) and NCM. */
  async function propose(description: PanelRow | null) {
    if (!description) return;
    const done: string[] = [];
    const subgroupId = description.defaultSubgroupId as string | null | undefined;
    if (subgroupId && !getValues('subgroupId')) {
      set('subgroupId', subgroupId);
      done.push('subgrupo');
      const subgroup = await getRecord({ resource: resources.subgroups, id: subgroupId }, true)
        .unwrap()
        .catch(() => null);
      const group = typeof subgroup?.groupId === 'string' ? subgroup.groupId : null;
      if (group && !getValues('groupId')) set('groupId', group);
      if (group && !getValues('categoryId')) {
        const row = await getRecord({ resource: resources.groups, id: group }, true)
          .unwrap()
          .catch(() => null);
        if (typeof row?.categoryId === 'string') set('categoryId', row.categoryId);
      }
    }
    const ncm = description.defaultNcm as string | null | undefined;
    if (ncm && !getValues('ncm')) {
      setValue('ncm', ncm, { shouldDirty: true, shouldValidate: true });
      done.push(`NCM ${formatNcm(ncm)}`);
    }
    setProposed(
      done.length ? `A descrição sugeriu ${done.join(' e ')}. Confira e ajuste se preciso.` : null,
    );
  }

  return (
    <>
      <SectionPart title="Identificação">
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Situação:
          </Typography>
          <StatusChip status={status} />
          {row?.status && row.status !== status && (
            <Typography variant="body2" color="text.secondary">
              (a salvar)
            </Typography>
          )}
        </Stack>
        <FieldGrid min={240}>
          <CodeField id={row?.id} savedCode={row?.code ?? null} />
          <FormAutocomplete
            name="brandId"
            label="Marca"
            resource={resources.brands}
            params={{ kind: 'own' }}
            required
          />
          {/* Two columns where there is room: the description's name is read whole. */}
          <Box sx={{ gridColumn: { md: 'span 2' }, minWidth: 0 }}>
            <FormAutocomplete
              name="descriptionId"
              label="Descrição"
              resource={resources.descriptions}
              optionLabel={codeAndName}
              required
              helperText="O nome padronizado da peça. Sugere subgrupo e NCM."
              onPick={(description) => void propose(description)}
            />
          </Box>
          <FormTextField
            name="complement"
            label="Complemento"
            helperText="Completa a descrição: DIANTEIRA, JOGO, 4 PEÇAS…"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </FieldGrid>
        {proposed && (
          <Alert severity="info" sx={{ mt: 2 }} onClose={() => setProposed(null)}>
            {proposed}
          </Alert>
        )}
      </SectionPart>
      {(levels.category || levels.group || levels.subgroup) && (
        <SectionPart title="Categoria">
          <FieldGrid min={300}>
            {levels.category && (
              <FormAutocomplete
                name="categoryId"
                label="Categoria"
                resource={resources.categories}
                optionLabel={codeAndName}
                onPick={() => {
                  set('groupId', null);
                  set('subgroupId', null);
                }}
              />
            )}
            {levels.group && (
              <FormAutocomplete
                name="groupId"
                label="Grupo"
                resource={resources.groups}
                optionLabel={codeAndName}
                params={{ category: levels.category ? categoryId : undefined }}
                onPick={() => set('subgroupId', null)}
              />
            )}
            {levels.subgroup && (
              <FormAutocomplete
                name="subgroupId"
                label="Subgrupo"
                resource={resources.subgroups}
                optionLabel={codeAndName}
                params={{ group: levels.group ? groupId : undefined }}
              />
            )}
          </FieldGrid>
        </SectionPart>
      )}
      <SectionPart
        title="Substituição"
        help="O produto que substitui este, mostrado no catálogo quando ele é descontinuado."
      >
        <Box sx={{ maxWidth: 480 }}>
          <FormAutocomplete
            name="replacedById"
            label="Substituído por"
            resource={resources.products}
            optionLabel={productOption}
          />
        </Box>
      </SectionPart>
    </>
  );
}

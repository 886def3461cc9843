import { useMemo, useState } from 'react';
import { useSearchParams } from '@catalogo/shared-ui';
import { useCan } from '@catalogo/shared-auth';
import { ListPage, dayStart } from '@catalogo/shared-ui/panel';
import type { ListFilter } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { useImageContext } from '../common/use-image-context';
import { codeAndName, useCategoryLevels } from './category-levels';
import { DuplicateDialog } from './duplicate-dialog';
import { ListsCsvActions } from './lists-csv-actions';
import { ProductBulkActions } from './product-bulk-actions';
import { HIDDEN_COLUMNS, PHONE_COLUMNS, productColumns } from './product-columns';
import { STATUS_OPTIONS } from './product-types';

const COMPLETENESS = [25, 50, 75, 100].map((n) => ({
  value: String(n),
  label: `Abaixo de ${n}%`,
}));

/** The tenant's products: what to complete, publish or fix, with their bulk actions. */
export function ProductListPage() {
  const { apiBase, mediaUrl } = useImageContext();
  const levels = useCategoryLevels();
  const canWrite = useCan('portfolio:write');
  const [copying, setCopying] = useState<{ id: string; code: string | null } | null>(null);

  const columns = useMemo(
    () =>
      productColumns(
        { apiBase, mediaUrl },
        canWrite
          ? (row: PanelRow) => setCopying({ id: row.id, code: String(row.code ?? '') })
          : null,
      ),
    [apiBase, mediaUrl, canWrite],
  );
  const filters = useMemo<ListFilter[]>(
    () => [
      { type: 'resource', name: 'brand', label: 'Marca', resource: resources.brands },
      ...(levels.category
        ? [
            {
              type: 'resource',
              name: 'category',
              label: 'Categoria',
              resource: resources.categories,
              optionLabel: codeAndName,
            } as const,
          ]
        : []),
      ...(levels.group
        ? [
            {
              type: 'resource',
              name: 'group',
              label: 'Grupo',
              resource: resources.groups,
              optionLabel: codeAndName,
            } as const,
          ]
        : []),
      ...(levels.subgroup
        ? [
            {
              type: 'resource',
              name: 'subgroup',
              label: 'Subgrupo',
              resource: resources.subgroups,
              optionLabel: codeAndName,
            } as const,
          ]
        : []),
      { type: 'select', name: 'status', label: 'Situação', options: STATUS_OPTIONS },
      { type: 'boolean', name: 'hasImage', label: 'Com imagem' },
      { type: 'select', name: 'completenessBelow', label: 'Completude', options: COMPLETENESS },
      { type: 'date', name: 'updatedSince', label: 'Alterados desde' },
    ],
    [levels.category, levels.group, levels.subgroup],
  );

  // The list's search and filters as its URL holds them, for the lists' spreadsheets.
  const [search] = useSearchParams();
  const exportParams = useMemo(() => {
    const params: Record<string, string> = {};
    const q = search.get('q');
    if (q) params.q = q;
    for (const filter of filters) {
      const value = search.get(filter.name);
      if (value) params[filter.name] = filter.type === 'date' ? dayStart(value) : value;
    }
    return params;
  }, [search, filters]);

  return (
    <>
      <ListPage
        title="Produtos"
        resource={resources.products}
        columns={columns}
        filters={filters}
        writePermission="portfolio:write"
        defaultSort="updatedAt:desc"
        hiddenColumns={HIDDEN_COLUMNS}
        phoneColumns={PHONE_COLUMNS}
        newLabel="Novo produto"
        searchLabel="Buscar produto"
        bulkActions={[]}
        bulkExtra={(bulk) => (
          <ProductBulkActions bulk={bulk} onDuplicate={(id) => setCopying({ id, code: null })} />
        )}
      >
        <ListsCsvActions params={exportParams} />
      </ListPage>
      <DuplicateDialog source={copying} onClose={() => setCopying(null)} />
    </>
  );
}

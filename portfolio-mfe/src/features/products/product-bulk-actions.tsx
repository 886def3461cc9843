import { Suspense, useId, useState } from 'react';
import { Box, Button, notify } from '@catalogo/shared-ui';
import {
  ConfirmDialog,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ResourcePicker,
  plural,
} from '@catalogo/shared-ui/panel';
import type { ListBulkContext } from '@catalogo/shared-ui/panel';
import { toPanelError } from '@catalogo/shared-auth/panel';
import type { PanelBulkResult } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { codeAndName, useCategoryLevels } from './category-levels';
import { useBulkProductsMutation } from './products-api';
import type { ProductBulkAction, ProductBulkArg } from './products-api';

const WORDING: Record<ProductBulkAction, [string, string, string]> = {
  publish: ['produto publicado', 'produtos publicados', 'publicado'],
  draft: ['produto voltou para rascunho', 'produtos voltaram para rascunho', 'alterado'],
  discontinue: ['produto descontinuado', 'produtos descontinuados', 'descontinuado'],
  setBrand: ['produto com a nova marca', 'produtos com a nova marca', 'alterado'],
  setCategory: ['produto com a nova categoria', 'produtos com a nova categoria', 'alterado'],
  delete: ['rascunho excluído', 'rascunhos excluídos', 'excluído'],
};

/** `2 produtos publicados. 1 não pôde ser publicado: ABC-1: falta a imagem principal.` */
export function describeProductBulk(action: ProductBulkAction, result: PanelBulkResult): string {
  const [one, many, verb] = WORDING[action];
  const parts = [`${plural(result.done, one, many)}.`];
  if (result.failed.length) {
    const reasons = [...new Set(result.failed.map((f) => f.message))].join(' ');
    parts.push(
      `${plural(result.failed.length, `não pôde ser ${verb}`, `não puderam ser ${verb}s`)}: ${reasons}`,
    );
  }
  return parts.join(' ');
}

type Asking = null | 'setBrand' | 'setCategory' | 'delete';

/**
 * The product list's bulk actions: Publicar, Voltar para rascunho, Descontinuar, Trocar marca,
 * Trocar categoria, Excluir rascunhos, and Duplicar for a selection of one.
 */
export function ProductBulkActions({
  bulk,
  onDuplicate,
}: {
  bulk: ListBulkContext;
  onDuplicate: (id: string) => void;
}) {
  const [run, { isLoading }] = useBulkProductsMutation();
  const [asking, setAsking] = useState<Asking>(null);

  async function apply(arg: Omit<ProductBulkArg, 'ids'>) {
    try {
      const result = await run({ ...arg, ids: [...bulk.ids] }).unwrap();
      notify(
        describeProductBulk(arg.action, result),
        result.failed.length ? { severity: 'warning', autoHideMs: null } : { severity: 'success' },
      );
      bulk.done(result.failed.map((f) => f.id));
    } catch (error) {
      const message = toPanelError(error)?.message;
      notify(`Não foi possível concluir a ação.${message ? ` ${message}` : ''}`, {
        severity: 'error',
      });
    } finally {
      setAsking(null);
    }
  }

  const button = (label: string, onClick: () => void, color: 'primary' | 'error' = 'primary') => (
    <Button variant="outlined" color={color} disabled={isLoading} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <>
      {button('Publicar', () => void apply({ action: 'publish' }))}
      {button('Voltar para rascunho', () => void apply({ action: 'draft' }))}
      {button('Descontinuar', () => void apply({ action: 'discontinue' }))}
      {button('Trocar marca', () => setAsking('setBrand'))}
      {button('Trocar categoria', () => setAsking('setCategory'))}
      {bulk.ids.length === 1 && button('Duplicar', () => onDuplicate(bulk.ids[0]!))}
      {button('Excluir rascunhos', () => setAsking('delete'), 'error')}
      <ConfirmDialog
        open={asking === 'delete'}
        title={`Excluir ${plural(bulk.ids.length, 'produto', 'produtos')}?`}
        message="Só rascunhos são excluídos: produtos publicados ou descontinuados ficam. Esta ação não pode ser desfeita."
        confirmLabel="Excluir rascunhos"
        destructive
        busy={isLoading}
        onConfirm={() => void apply({ action: 'delete' })}
        onCancel={() => setAsking(null)}
      />
      {asking === 'setBrand' && (
        <BrandDialog
          busy={isLoading}
          onCancel={() => setAsking(null)}
          onConfirm={(brandId) => void apply({ action: 'setBrand', brandId })}
        />
      )}
      {asking === 'setCategory' && (
        <CategoryDialog
          busy={isLoading}
          onCancel={() => setAsking(null)}
          onConfirm={(levels) => void apply({ action: 'setCategory', ...levels })}
        />
      )}
    </>
  );
}

function BulkDialog(props: {
  title: string;
  busy: boolean;
  canConfirm: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        fullWidth
        maxWidth="sm"
        onClose={props.busy ? undefined : props.onCancel}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{props.children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} disabled={props.busy}>
            Cancelar
          </Button>
          <Button
            variant="contained"
            disabled={props.busy || !props.canConfirm}
            onClick={props.onConfirm}
          >
            Aplicar
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}

function BrandDialog(props: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (brandId: string) => void;
}) {
  const [brandId, setBrandId] = useState<string | null>(null);
  return (
    <BulkDialog
      title="Trocar marca"
      busy={props.busy}
      canConfirm={!!brandId}
      onCancel={props.onCancel}
      onConfirm={() => brandId && props.onConfirm(brandId)}
    >
      <ResourcePicker
        resource={resources.brands}
        label="Nova marca"
        value={brandId}
        onChange={setBrandId}
        params={{ kind: 'own' }}
      />
    </BulkDialog>
  );
}

interface Levels {
  categoryId: string | null;
  groupId: string | null;
  subgroupId: string | null;
}

function CategoryDialog(props: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (levels: Levels) => void;
}) {
  const on = useCategoryLevels();
  const [levels, setLevels] = useState<Levels>({
    categoryId: null,
    groupId: null,
    subgroupId: null,
  });
  return (
    <BulkDialog
      title="Trocar categoria"
      busy={props.busy}
      // every level the tenant uses is required (the API refuses a null one)
      canConfirm={
        (!on.category || !!levels.categoryId) &&
        (!on.group || !!levels.groupId) &&
        (!on.subgroup || !!levels.subgroupId)
      }
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm(levels)}
    >
      {on.category && (
        <ResourcePicker
          resource={resources.categories}
          label="Categoria"
          value={levels.categoryId}
          optionLabel={codeAndName}
          onChange={(categoryId) => setLevels({ categoryId, groupId: null, subgroupId: null })}
        />
      )}
      {on.group && (
        <ResourcePicker
          resource={resources.groups}
          label="Grupo"
          value={levels.groupId}
          optionLabel={codeAndName}
          params={{ category: levels.categoryId }}
          onChange={(groupId) => setLevels({ ...levels, groupId, subgroupId: null })}
        />
      )}
      {on.subgroup && (
        <ResourcePicker
          resource={resources.subgroups}
          label="Subgrupo"
          value={levels.subgroupId}
          optionLabel={codeAndName}
          params={{ group: levels.groupId }}
          onChange={(subgroupId) => setLevels({ ...levels, subgroupId })}
        />
      )}
    </BulkDialog>
  );
}

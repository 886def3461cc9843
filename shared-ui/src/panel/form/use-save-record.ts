import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notify } from '@catalogo/shared-ui';
import {
  toPanelError,
  useCreatePanelRecordMutation,
  useUpdatePanelRecordMutation,
} from '@catalogo/shared-auth/panel';
import type { PanelFieldIssue, PanelRow } from '@catalogo/shared-auth/panel';
import { applyFieldErrors } from '../../forms/field-errors';
import type { FieldMap } from '../../forms/field-errors';
import { formPath } from './values';

export interface SaveOptions<V extends FieldValues> {
  resource: string;
  id: string | undefined;
  blank: V;
  toBody: (values: V) => object;
  setError: UseFormSetError<V>;
  /** pt-BR messages for API reasons that are not sentences (schema-validator English). */
  fieldMessages?: Readonly<Record<string, string>>;
  /** The saved row becomes the form's base (new version, not dirty, no draft). */
  onSaved: (row: PanelRow, created: boolean) => void;
}

export interface Conflict<V> {
  /** The row as the server has it now. */
  current: PanelRow;
  /** What the user was saving. */
  mine: V;
}

/** Issues whose field is on the form, mapped onto it with a pt-BR fallback message. */
function fieldMap<V extends FieldValues>(
  issues: readonly PanelFieldIssue[],
  options: SaveOptions<V>,
  fallback = 'Valor inválido.',
) {
  const map: FieldMap<V> = {};
  for (const issue of issues) {
    const path = formPath(issue.field);
    if (!(path.split('.')[0]! in options.blank)) continue;
    map[issue.field] = {
      name: path as Path<V>,
      message: options.fieldMessages?.[path] ?? fallback,
    };
  }
  return map;
}

/** Saves the form: create or update with the base's version; 400/409 answers go where they belong. */
export function useSaveRecord<V extends FieldValues>(options: SaveOptions<V>) {
  const { resource, id } = options;
  const [create, created] = useCreatePanelRecordMutation();
  const [update, updated] = useUpdatePanelRecordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);

  const closeConflict = useCallback(() => setConflict(null), []);

  async function save(values: V, version: number | undefined) {
    setAlert(null);
    const body = options.toBody(values);
    try {
      const row = id
        ? await update({ resource, id, body: { ...body, version: version ?? 0 } }).unwrap()
        : await create({ resource, body }).unwrap();
      setConflict(null);
      notify(id ? 'Alterações salvas.' : 'Registro criado.', { severity: 'success' });
      options.onSaved(row, !id);
    } catch (error) {
      const failure = toPanelError(error);
      if (failure?.code === 'VERSION_CONFLICT' && failure.current) {
        setConflict({ current: failure.current, mine: values });
      } else if (failure?.fields?.length) {
        const { allMapped } = applyFieldErrors(
          failure.fields,
          options.setError,
          fieldMap(
            failure.fields,
            options,
            failure.code === 'DUPLICATE' ? failure.message : undefined,
          ),
        );
        if (!allMapped) setAlert(failure.message ?? 'Confira os campos destacados.');
      } else if (failure?.status === 403) {
        setAlert('Você não tem permissão para salvar este registro.');
      } else if (failure?.status === 404) {
        setAlert('Este registro não existe mais: ele pode ter sido excluído por outra pessoa.');
      } else {
        setAlert(failure?.message ?? 'Não foi possível salvar. Tente novamente.');
      }
    }
  }

  return {
    save,
    saving: created.isLoading || updated.isLoading,
    alert,
    conflict,
    closeConflict,
  };
}

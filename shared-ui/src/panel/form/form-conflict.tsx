import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { notify } from '@catalogo/shared-ui';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { ConflictDialog } from '../conflict-dialog';
import type { ConflictChoice } from '../conflict-dialog';
import { labelOf } from '../panel-text';
import type { FieldLabels } from '../panel-text';
import type { Conflict } from './use-save-record';
import { sameValue } from './values';

export interface FormConflictProps<V extends FieldValues> {
  conflict: Conflict<V>;
  /** The row the edits were made on. */
  base: PanelRow | null;
  blank: V;
  toForm: (row: PanelRow) => V;
  labels?: FieldLabels;
  saving: boolean;
  /** The form takes the server's row as it is. */
  onTakeServer: (row: PanelRow) => void;
  /** The form gets `values` over the server's row and saves them with its version. */
  onSaveMerged: (row: PanelRow, values: V) => void;
  onClose: () => void;
}

/** A 409 VERSION_CONFLICT on save: what differs, field by field, and the way out chosen. */
export function FormConflict<V extends FieldValues>(props: FormConflictProps<V>) {
  const { conflict, blank, toForm, onTakeServer, onClose } = props;
  const server = toForm(conflict.current);
  const was = props.base ? toForm(props.base) : blank;
  const fields = Object.keys(blank)
    .filter((name) => !sameValue(conflict.mine[name], server[name]))
    .map((name) => ({
      name,
      label: labelOf(props.labels, name),
      mine: conflict.mine[name],
      server: server[name],
      changedByMe: !sameValue(conflict.mine[name], was[name]),
    }));
  const nothingDiffers = fields.length === 0;

  useEffect(() => {
    // Someone saved exactly these values: nothing to choose, the form takes their version.
    if (!nothingDiffers) return;
    onTakeServer(conflict.current);
    onClose();
    notify('Outra pessoa já tinha salvo estes mesmos valores.', { severity: 'info' });
  }, [nothingDiffers, conflict, onTakeServer, onClose]);

  function resolve(choices: Record<string, ConflictChoice>) {
    const merged: Record<string, unknown> = { ...server };
    for (const [name, choice] of Object.entries(choices))
      if (choice === 'mine') merged[name] = conflict.mine[name];
    if (sameValue(merged, server)) {
      onTakeServer(conflict.current);
      onClose();
    } else {
      props.onSaveMerged(conflict.current, merged as V);
    }
  }

  if (nothingDiffers) return null;
  return (
    <ConflictDialog
      open
      fields={fields}
      updatedBy={conflict.current.updatedBy?.name}
      updatedAt={conflict.current.updatedAt}
      busy={props.saving}
      onResolve={resolve}
      onClose={onClose}
    />
  );
}

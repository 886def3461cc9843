import { useState } from 'react';
import { Button, notify } from '@catalogo/shared-ui';
import { toPanelError, useDeletePanelRecordMutation } from '@catalogo/shared-auth/panel';
import { ConfirmDialog } from '../confirm-dialog';
import { describeUsedBy } from '../panel-text';

export interface DeleteRecordProps {
  resource: string;
  id: string;
  version: number;
  /** After the row is gone (the page leaves for the list). */
  onDeleted: () => void;
  /** The server has a newer version: the page reloads it. */
  onStale: () => void;
}

/** "Excluir", asked first; a row still in use says by what (409 IN_USE). */
export function DeleteRecord({ resource, id, version, onDeleted, onStale }: DeleteRecordProps) {
  const [remove, { isLoading }] = useDeletePanelRecordMutation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    try {
      await remove({ resource, id, version }).unwrap();
      setAsking(false);
      notify('Registro excluído.', { severity: 'success' });
      onDeleted();
    } catch (error) {
      const failure = toPanelError(error);
      if (failure?.code === 'IN_USE') {
        setProblem(`Não é possível excluir. ${describeUsedBy(failure.usedBy)}`);
      } else if (failure?.code === 'VERSION_CONFLICT') {
        setProblem('Outra pessoa alterou este registro. Confira a versão atual antes de excluir.');
        onStale();
      } else {
        setProblem(failure?.message ?? 'Não foi possível excluir. Tente novamente.');
      }
    }
  }

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        Excluir
      </Button>
      <ConfirmDialog
        open={asking}
        title="Excluir registro?"
        message="Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        destructive
        busy={isLoading}
        error={problem}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          setProblem(null);
        }}
      />
    </>
  );
}

import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Paper, Typography, notify } from '@catalogo/shared-ui';
import { toPanelError, useBulkPanelActionMutation } from '@catalogo/shared-auth/panel';
import type { PanelBulkAction, PanelBulkResult } from '@catalogo/shared-auth/panel';
import { ConfirmDialog } from '../confirm-dialog';
import { plural } from '../panel-text';

const WORDING: Record<
  PanelBulkAction,
  { button: string; done: [string, string]; failed: [string, string] }
> = {
  activate: {
    button: 'Ativar',
    done: ['registro ativado', 'registros ativados'],
    failed: ['não pôde ser ativado', 'não puderam ser ativados'],
  },
  deactivate: {
    button: 'Desativar',
    done: ['registro desativado', 'registros desativados'],
    failed: ['não pôde ser desativado', 'não puderam ser desativados'],
  },
  delete: {
    button: 'Excluir',
    done: ['registro excluído', 'registros excluídos'],
    failed: ['não pôde ser excluído', 'não puderam ser excluídos'],
  },
};

/** `2 registros desativados. 1 não pôde ser desativado: Em uso por 3 produtos.` */
export function describeBulkResult(action: PanelBulkAction, result: PanelBulkResult): string {
  const { done, failed } = WORDING[action];
  const parts = [`${plural(result.done, ...done)}.`];
  if (result.failed.length) {
    const reasons = [...new Set(result.failed.map((f) => f.message))].join(' ');
    parts.push(`${plural(result.failed.length, ...failed)}: ${reasons}`);
  }
  return parts.join(' ');
}

export interface BulkBarProps {
  resource: string;
  ids: readonly string[];
  actions: readonly PanelBulkAction[];
  /** After an action: the ids that failed (they stay selected). */
  onDone: (failedIds: string[]) => void;
  onClear: () => void;
  /** The list's own actions, after the common ones. */
  children?: ReactNode;
}

/** The bar over the list while rows are selected: its actions apply to all of them. */
export function BulkBar({ resource, ids, actions, onDone, onClear, children }: BulkBarProps) {
  const [run, { isLoading }] = useBulkPanelActionMutation();
  const [confirming, setConfirming] = useState(false);

  async function apply(action: PanelBulkAction) {
    try {
      const result = await run({ resource, action, ids: [...ids] }).unwrap();
      notify(
        describeBulkResult(action, result),
        // a partial failure stays until read
        result.failed.length ? { severity: 'warning', autoHideMs: null } : { severity: 'success' },
      );
      onDone(result.failed.map((f) => f.id));
    } catch (error) {
      const message = toPanelError(error)?.message;
      notify(`Não foi possível concluir a ação.${message ? ` ${message}` : ''}`, {
        severity: 'error',
      });
    } finally {
      setConfirming(false);
    }
  }

  if (ids.length === 0) return null;
  return (
    <Paper
      role="region"
      aria-label="Ações em lote"
      variant="outlined"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, mb: 1 }}
    >
      <Typography sx={{ mr: 1 }} aria-live="polite">
        {plural(ids.length, 'selecionado', 'selecionados')}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action}
          variant="outlined"
          color={action === 'delete' ? 'error' : 'primary'}
          disabled={isLoading}
          onClick={() => (action === 'delete' ? setConfirming(true) : void apply(action))}
        >
          {WORDING[action].button}
        </Button>
      ))}
      {children}
      <Button onClick={onClear} disabled={isLoading}>
        Limpar seleção
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Excluir ${plural(ids.length, 'registro', 'registros')}?`}
        message="Os registros em uso por outros não são excluídos. Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        destructive
        busy={isLoading}
        onConfirm={() => void apply('delete')}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

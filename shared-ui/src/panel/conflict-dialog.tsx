import { Suspense, useId, useState } from 'react';
import { Box, Button, Typography, formatDateTime } from '@catalogo/shared-ui';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from './mui';
import { formatValue } from './panel-text';

export type ConflictChoice = 'mine' | 'server';

export interface ConflictField {
  name: string;
  label: string;
  mine: unknown;
  server: unknown;
  /** Whether this user changed the field (then theirs is the default choice). */
  changedByMe: boolean;
}

export interface ConflictDialogProps {
  open: boolean;
  /** The fields whose value differs between the form and the server. */
  fields: readonly ConflictField[];
  /** Who saved the server's version, and when. */
  updatedBy?: string | null;
  updatedAt?: string;
  busy?: boolean;
  /** Each differing field's choice; the dialog's three ways out all end here. */
  onResolve: (choices: Record<string, ConflictChoice>) => void;
  /** Back to the form, nothing changed (saving again asks again). */
  onClose: () => void;
}

const byDefault = (f: ConflictField): ConflictChoice => (f.changedByMe ? 'mine' : 'server');

const all = (fields: readonly ConflictField[], pick: (f: ConflictField) => ConflictChoice) =>
  Object.fromEntries(fields.map((f) => [f.name, pick(f)]));

function FieldChoice(props: {
  field: ConflictField;
  value: ConflictChoice;
  onChange: (value: ConflictChoice) => void;
}) {
  const { field, value, onChange } = props;
  const legendId = useId();
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, mb: 1.5, px: 2, py: 1 }}
    >
      <Typography component="legend" variant="subtitle2" id={legendId} sx={{ px: 0.5 }}>
        {field.label} ({field.changedByMe ? 'você alterou' : 'alterado no servidor'})
      </Typography>
      <RadioGroup
        aria-labelledby={legendId}
        value={value}
        onChange={(_event, next) => onChange(next as ConflictChoice)}
      >
        <FormControlLabel
          value="mine"
          control={<Radio />}
          label={`Sua versão: ${formatValue(field.mine)}`}
        />
        <FormControlLabel
          value="server"
          control={<Radio />}
          label={`Versão do servidor: ${formatValue(field.server)}`}
        />
      </RadioGroup>
    </Box>
  );
}

/**
 * A save met a newer version (409 VERSION_CONFLICT): per differing field, this user's value
 * and the server's. "Manter as minhas" keeps what this user changed on top of the server's
 * version; "Usar as do servidor" takes the server's; the choices apply field by field.
 */
export function ConflictDialog(props: ConflictDialogProps) {
  const { open, fields, updatedBy, updatedAt, busy, onResolve, onClose } = props;
  const titleId = useId();
  const [choices, setChoices] = useState(() => all(fields, byDefault));
  if (!open) return null;
  const who = updatedBy ?? 'Outra pessoa';
  const when = updatedAt ? ` em ${formatDateTime(updatedAt)}` : '';
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        scroll="paper"
      >
        <DialogTitle id={titleId}>Este registro foi alterado</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {who} salvou uma versão mais nova{when}. Escolha o que fica em cada campo: nada do que
            você digitou se perde até você decidir.
          </DialogContentText>
          {fields.map((field) => (
            <FieldChoice
              key={field.name}
              field={field}
              value={choices[field.name] ?? byDefault(field)}
              onChange={(value) => setChoices((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Continuar editando
          </Button>
          <Button onClick={() => onResolve(all(fields, () => 'server'))} disabled={busy}>
            Usar as do servidor
          </Button>
          <Button onClick={() => onResolve(all(fields, byDefault))} disabled={busy}>
            Manter as minhas
          </Button>
          <Button variant="contained" onClick={() => onResolve(choices)} disabled={busy}>
            Salvar escolhas
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}

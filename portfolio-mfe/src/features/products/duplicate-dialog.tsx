import { Suspense, useId, useState } from 'react';
import { Alert, Box, Button, TextField, notify, useNavigate } from '@catalogo/shared-ui';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@catalogo/shared-ui/panel';
import { toPanelError } from '@catalogo/shared-auth/panel';
import { paths } from '../../app/paths';
import { useDuplicateProductMutation } from './products-api';

export interface DuplicateDialogProps {
  /** The product to copy (null: closed). */
  source: { id: string; code: string | null } | null;
  onClose: () => void;
}

/** Duplicar: asks the new code, copies every section into a new draft and opens it. */
export function DuplicateDialog({ source, onClose }: DuplicateDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, { isLoading }] = useDuplicateProductMutation();
  if (!source) return null;

  const close = () => {
    setCode('');
    setProblem(null);
    onClose();
  };
  async function confirm() {
    if (!source) return;
    const wanted = code.trim().toUpperCase();
    if (!wanted) {
      setProblem('Informe o código do novo produto.');
      return;
    }
    try {
      const copy = await duplicate({ id: source.id, code: wanted }).unwrap();
      notify(`Produto ${copy.code} criado como rascunho.`, { severity: 'success' });
      close();
      void navigate(`${paths.products}/form/${copy.id}`);
    } catch (error) {
      const failure = toPanelError(error);
      setProblem(
        failure?.fields?.find((f) => f.field === 'code')?.reason ??
          failure?.message ??
          'Não foi possível duplicar. Tente novamente.',
      );
    }
  }

  return (
    <Suspense fallback={null}>
      <Dialog open onClose={isLoading ? undefined : close} aria-labelledby={titleId}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogTitle id={titleId}>
            {source.code ? `Duplicar ${source.code}` : 'Duplicar produto'}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              O novo produto copia todas as seções e começa como rascunho.
            </DialogContentText>
            <TextField
              label="Código do novo produto"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              fullWidth
              required
              error={!!problem}
              slotProps={{
                htmlInput: { maxLength: 40, style: { textTransform: 'uppercase' } },
              }}
            />
            {problem && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isLoading}>
              Cancelar
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isLoading}
              aria-busy={isLoading || undefined}
            >
              Duplicar
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Suspense>
  );
}

import { Button, Link, RouterLink, Stack, Typography } from '@catalogo/shared-ui';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { DeleteRecord } from './delete-record';

export interface FormActionsProps {
  resource: string;
  /** The saved record (null while creating: nothing to delete). */
  row: PanelRow | null;
  canSave: boolean;
  saving: boolean;
  deletable: boolean;
  onDeleted: () => void;
  onStale: () => void;
}

/** The page's one Salvar (the form's submit) and Excluir, kept in view at the bottom. */
export function FormActions({
  resource,
  row,
  canSave,
  saving,
  deletable,
  ...rest
}: FormActionsProps) {
  return (
    <Stack
      direction="row"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        flexWrap: 'wrap',
        gap: 1,
        py: 2,
        bgcolor: 'background.default',
      }}
    >
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || saving}
        aria-busy={saving || undefined}
      >
        Salvar
      </Button>
      {row && deletable && (
        <DeleteRecord
          resource={resource}
          id={row.id}
          version={row.version}
          onDeleted={rest.onDeleted}
          onStale={rest.onStale}
        />
      )}
    </Stack>
  );
}

/** The form's heading with the way back to its list and, for a saved record, its history. */
export function FormHeader(props: {
  title?: string;
  titleId: string;
  listPath: string;
  onHistory?: () => void;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {props.title && (
        <Typography
          id={props.titleId}
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, flexGrow: 1 }}
        >
          {props.title}
        </Typography>
      )}
      <Link component={RouterLink} to={props.listPath}>
        Voltar para a lista
      </Link>
      {props.onHistory && <Button onClick={props.onHistory}>Histórico</Button>}
    </Stack>
  );
}

import { Button } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';

/** Remove a row of a list (hidden when read-only). */
export function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  const readOnly = useFormReadOnly();
  if (readOnly) return null;
  return (
    <Button
      color="error"
      onClick={onClick}
      aria-label={label}
      sx={{ alignSelf: 'center', justifySelf: { xs: 'start', sm: 'auto' } }}
    >
      Remover
    </Button>
  );
}

/** Add a row to a list (hidden when read-only). */
export function AddRow(props: { label: string; onClick: () => void; disabled?: boolean }) {
  const readOnly = useFormReadOnly();
  if (readOnly) return null;
  return (
    <Button variant="outlined" onClick={props.onClick} disabled={props.disabled} sx={{ mt: 1 }}>
      {props.label}
    </Button>
  );
}

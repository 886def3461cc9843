import { Alert, Button, Link, RouterLink } from '@catalogo/shared-ui';
import { LinearProgress } from '../mui';

/** While the record loads, or why it cannot be shown. */
export function RecordStatus(props: {
  error: boolean;
  notFound: boolean;
  listPath: string;
  onRetry: () => void;
}) {
  if (props.notFound)
    return (
      <Alert severity="warning">
        Registro não encontrado: ele pode ter sido excluído.{' '}
        <Link component={RouterLink} to={props.listPath}>
          Voltar para a lista
        </Link>
      </Alert>
    );
  if (props.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={props.onRetry}>
            Tentar novamente
          </Button>
        }
      >
        Não foi possível carregar o registro.
      </Alert>
    );
  return <LinearProgress aria-label="Carregando registro" />;
}

/** The notice over a form that came back with the edits a user left unsaved. */
export function DraftNotice(props: { stale: boolean; onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" onClick={props.onDiscard}>
          Descartar rascunho
        </Button>
      }
    >
      Rascunho restaurado: estas são as alterações que você não salvou.
      {props.stale &&
        ' O registro mudou desde então; ao salvar, você poderá comparar as duas versões.'}
    </Alert>
  );
}

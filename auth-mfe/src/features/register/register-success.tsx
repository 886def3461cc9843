import { Alert, AlertTitle, Button, Stack } from '@catalogo/shared-ui';
import { tenantAppUrl } from '@catalogo/shared-auth';
import { paths } from '../../app/paths';

/** Shown in place of the form once the company exists and the owner must confirm the e-mail. */
export function RegisterSuccess({ email, uriName }: { email: string; uriName: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="alert">
        <AlertTitle>Cadastro realizado!</AlertTitle>
        Enviamos um link de confirmação para {email}.
      </Alert>
      <Button variant="contained" size="large" href={tenantAppUrl(uriName, paths.login)}>
        Ir para a página de entrada
      </Button>
    </Stack>
  );
}

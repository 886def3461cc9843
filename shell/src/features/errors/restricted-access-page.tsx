import { Alert, AlertTitle, Box } from '@catalogo/shared-ui';

/** Shown to users of a tenant whose situation restricts the panel (reached through the alert guard). */
export function RestrictedAccessPage() {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Alert severity="warning" variant="outlined">
        <AlertTitle>Acesso restrito</AlertTitle>O acesso ao painel desta empresa está suspenso.
        Regularize a situação da conta ou fale com o suporte para voltar a usar o painel.
      </Alert>
    </Box>
  );
}

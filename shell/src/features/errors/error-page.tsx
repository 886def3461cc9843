import { useNavigate, Box, Button, Paper, Typography } from '@catalogo/shared-ui';

export type ErrorKind = 'access-denied' | 'maintenance' | 'unavailable';

const content: Record<ErrorKind, { title: string; text: string; action: string }> = {
  'access-denied': {
    title: 'Acesso negado',
    text: 'Você não tem permissão para acessar esta página. Fale com o administrador da sua empresa.',
    action: 'Ir para o início',
  },
  maintenance: {
    title: 'Sistema em manutenção',
    text: 'Estamos fazendo melhorias. Tente novamente em alguns minutos.',
    action: 'Tentar novamente',
  },
  unavailable: {
    title: 'Catálogo indisponível',
    text: 'Este endereço não corresponde a nenhum catálogo ativo. Confira o endereço digitado.',
    action: 'Tentar novamente',
  },
};

/** The error pages of /error/* (DESIGN.md §3). */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const navigate = useNavigate();
  const { title, text, action } = content[kind];
  const onAction = () => (kind === 'access-denied' ? navigate('/') : window.location.assign('/'));
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 480, p: 4, textAlign: 'center' }}
        data-error-page={kind}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Button variant="contained" onClick={onAction}>
          {action}
        </Button>
      </Paper>
    </Box>
  );
}

import { Button, Container, RouterLink, Stack, Typography } from '@catalogo/shared-ui';

/** The platform host (no tenant): invite a company to publish its catalogue. */
export default function PlatformHome() {
  return (
    <Container
      data-remote="catalog"
      data-screen="platform-home"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 2 }}>
        Catálogo Eletrônico
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ mb: 4, maxWidth: 680, mx: 'auto' }}
      >
        Publique o portfólio da sua empresa em um endereço próprio e receba pedidos de cotação dos
        seus clientes.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/auth/register" variant="contained" size="large">
          Cadastrar minha empresa
        </Button>
        <Button component={RouterLink} to="/auth/login" variant="outlined" size="large">
          Entrar
        </Button>
      </Stack>
    </Container>
  );
}

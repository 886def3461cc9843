import {
  RouterLink,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Stack,
  TenantButton,
  Typography,
} from '@catalogo/shared-ui';
import type { ReactNode } from 'react';
import { PRODUCT_TITLE, useTenantInfo, useTenantStatus } from '@catalogo/shared-auth';
import { CompanyContacts } from './company-contacts';

/**
 * Catalogue home: the company's hero, then `search` (composed by the route tree, as features do
 * not import each other), then about and contacts. Promotions and offers come later.
 */
export function HomePage({ search }: { search?: ReactNode }) {
  const tenant = useTenantInfo();
  const status = useTenantStatus();
  if (status === 'platform') return <PlatformHome />;
  // When tenant-info could not be loaded the page still works, just without the company's data.
  const about = (tenant?.companyAbout ?? {}) as Record<string, string | undefined>;
  return (
    <Box data-remote="catalog" data-screen="home">
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
        <Container>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1 }}>
            {tenant?.commercialName ?? PRODUCT_TITLE}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9, maxWidth: 720 }}>
            Catálogo eletrônico de produtos: encontre peças por código, descrição, marca, referência
            ou aplicação.
          </Typography>
        </Container>
      </Box>
      {search}
      <Container
        sx={{
          py: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              Sobre a empresa
            </Typography>
            <Typography color="text.secondary">
              {about.description ?? 'Informações da empresa em breve.'}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" id="contato">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              Contato
            </Typography>
            <CompanyContacts about={about} />
            <TenantButton
              href={about.email ? `mailto:${about.email}` : undefined}
              sx={{ mt: 2 }}
              fullWidth
            >
              Fale conosco
            </TenantButton>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

/** The platform host (no tenant): invite a company to publish its catalogue. */
function PlatformHome() {
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

import type { ReactNode } from 'react';
import { Box, Card, CardContent, Container, lazyNamed, Typography } from '@catalogo/shared-ui';
import { PRODUCT_TITLE, useTenantInfo, useTenantStatus } from '@catalogo/shared-auth';
import { CompanyContacts } from './company-contacts';

// Only the platform host (no tenant) shows it: a tenant's first page does not load it.
const PlatformHome = lazyNamed('catalog/PlatformHome', () => import('./platform-home'));

/**
 * Catalogue home: the company's hero, then `search` (with promotions and offers, composed by the
 * route tree, as features do not import each other), then about and contacts. While `searching`
 * the hero steps aside: the results come first.
 */
export function HomePage(props: { search?: ReactNode; contact?: ReactNode; searching?: boolean }) {
  const { search, contact, searching = false } = props;
  const tenant = useTenantInfo();
  const status = useTenantStatus();
  if (status === 'platform') return <PlatformHome />;
  // When tenant-info could not be loaded the page still works, just without the company's data.
  const about = (tenant?.companyAbout ?? {}) as Record<string, string | undefined>;
  return (
    <Box data-remote="catalog" data-screen="home">
      {!searching && (
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
          <Container>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1 }}>
              {tenant?.commercialName ?? PRODUCT_TITLE}
            </Typography>
            <Typography variant="h6" component="p" sx={{ opacity: 0.9, maxWidth: 720 }}>
              Catálogo eletrônico de produtos: encontre peças por código, descrição, marca,
              referência ou aplicação.
            </Typography>
          </Container>
        </Box>
      )}
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
            {contact && <Box sx={{ mt: 2 }}>{contact}</Box>}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

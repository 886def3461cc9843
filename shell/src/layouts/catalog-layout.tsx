import type { ReactNode } from 'react';
import {
  RouterLink,
  AppBar,
  Box,
  Button,
  ColorModeToggle,
  Container,
  Link,
  StorefrontIcon,
  Toolbar,
  Typography,
} from '@catalogo/shared-ui';
import { PRODUCT_TITLE, useTenantInfo } from '@catalogo/shared-auth';

/** Public catalogue frame: the company's name on top, its contacts at the bottom. */
export function CatalogLayout({ children }: { children: ReactNode }) {
  const tenant = useTenantInfo();
  const about = (tenant?.companyAbout ?? {}) as Record<string, string | undefined>;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <StorefrontIcon color="primary" aria-hidden />
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="inherit"
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            {/* A block, so a long name ends in an ellipsis instead of running under the button. */}
            <Typography
              component="span"
              variant="h6"
              noWrap
              sx={{ display: 'block', fontWeight: 700 }}
            >
              {tenant?.commercialName ?? PRODUCT_TITLE}
            </Typography>
          </Link>
          <ColorModeToggle color="primary" />
          <Button
            component={RouterLink}
            to="/auth/login"
            variant="outlined"
            size="small"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Área da empresa
          </Button>
        </Toolbar>
      </AppBar>
      {/* At least a screen tall: the footer starts below the fold and does not jump down while
          the remote's content arrives (layout shift). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: 'calc(100vh - 56px)' }}>
        {children}
      </Box>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', py: 3, bgcolor: 'background.paper' }}
      >
        <Container
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            {tenant?.commercialName ?? PRODUCT_TITLE}
            {about.phone ? ` · ${about.phone}` : ''}
            {about.email ? ` · ${about.email}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PRODUCT_TITLE}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

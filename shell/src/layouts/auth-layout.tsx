import type { ReactNode } from 'react';
import { RouterLink, Box, Link, Paper, primaryShades, Typography } from '@catalogo/shared-ui';
import { PRODUCT_TITLE, useTenantInfo } from '@catalogo/shared-auth';

/** Sign-in and registration frame: one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const tenant = useTenantInfo();
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: `linear-gradient(160deg, ${primaryShades[50]} 0%, ${primaryShades[200]} 100%)`,
        // In dark mode a dark ground: the light one glared around the dark card.
        ...theme.applyStyles('dark', {
          background: `linear-gradient(160deg, ${(theme.vars ?? theme).palette.background.default} 0%, ${primaryShades[950]} 100%)`,
        }),
      })}
    >
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        color="primary.dark"
        sx={{ textAlign: 'center' }}
      >
        <Typography component="span" variant="h5" sx={{ fontWeight: 700, display: 'block' }}>
          {tenant?.commercialName ?? PRODUCT_TITLE}
        </Typography>
        {tenant && (
          <Typography component="span" variant="body2" color="text.secondary">
            {PRODUCT_TITLE}
          </Typography>
        )}
      </Link>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}

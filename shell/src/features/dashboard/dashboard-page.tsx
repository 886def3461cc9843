import {
  RouterLink,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Icon,
  Typography,
} from '@catalogo/shared-ui';
import { useTenantInfo } from '@catalogo/shared-auth';
import { panelNav } from '../../layouts/panel-nav';

/** The panel's start page. The draggable grid of widgets arrives with the dashboard issue. */
export function DashboardPage() {
  const tenant = useTenantInfo();
  return (
    <Box data-screen="dashboard">
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        Painel
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {tenant ? `Bem-vindo ao painel de ${tenant.commercialName}.` : 'Bem-vindo ao painel.'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {panelNav
          .filter((item) => item.to !== '/panel')
          .map(({ label, to, icon }) => (
            <Card key={to} variant="outlined">
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>
                    <Icon icon={icon} />
                  </Box>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
      </Box>
    </Box>
  );
}

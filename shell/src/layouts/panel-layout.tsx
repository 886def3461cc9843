import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import {
  RouterLink,
  useLocation,
  AppBar,
  Box,
  Drawer,
  Icon,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuIcon,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@catalogo/shared-ui';
import { PRODUCT_TITLE, useTenantInfo } from '@catalogo/shared-auth';
import { EmailConfirmBanner } from '@catalogo/shared-auth/panel';
import { panelNav } from './panel-nav';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 248;
const isIn = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** Back-office frame: navigation on the left (a drawer on small screens), content on the right. */
export function PanelLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const tenant = useTenantInfo();

  const nav = (
    <List component="nav" aria-label="Menu do painel" sx={{ px: 1 }}>
      {panelNav.map(({ label, to, icon, exact, children }) => {
        const inside = pathname === to || pathname.startsWith(`${to}/`);
        const selected = exact ? pathname === to : inside;
        return (
          <Fragment key={to}>
            <ListItemButton
              component={RouterLink}
              to={to}
              selected={selected && !children?.some((c) => isIn(pathname, c.to))}
              aria-current={pathname === to ? 'page' : undefined}
              onClick={() => setOpen(false)}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon icon={icon} />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
            {inside &&
              children?.map((child) => {
                const current = isIn(pathname, child.to);
                return (
                  <ListItemButton
                    key={child.to}
                    component={RouterLink}
                    to={child.to}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    sx={{ borderRadius: 2, mb: 0.25, pl: 7, py: 0.5 }}
                  >
                    <ListItemText
                      primary={child.label}
                      slotProps={{ primary: { variant: 'body2' } }}
                    />
                  </ListItemButton>
                );
              })}
          </Fragment>
        );
      })}
    </List>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Abrir menu"
              onClick={() => setOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, flexGrow: 1 }}>
            {tenant?.commercialName ?? PRODUCT_TITLE}
          </Typography>
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <EmailConfirmBanner />
        {children}
      </Box>
    </Box>
  );
}

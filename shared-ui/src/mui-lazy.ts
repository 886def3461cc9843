import { lazyMui } from './lazy-mui-component';

// Heavy components that the public catalogue's first page does not need load on first use, as
// their own chunk of this module, so they share its one copy of MUI's internals and theme.
// They suspend once: render them under a <Suspense> (every remote area has one). Named: a page the
// server rendered with one of them has it loaded before it is hydrated (lazy-mui-component.ts).
export const TextField = lazyMui(() => import('@mui/material/TextField'), 'mui/TextField');
export const Tooltip = lazyMui(() => import('@mui/material/Tooltip'), 'mui/Tooltip');
export const Drawer = lazyMui(() => import('@mui/material/Drawer'), 'mui/Drawer');
export const Breadcrumbs = lazyMui(() => import('@mui/material/Breadcrumbs'), 'mui/Breadcrumbs');
export const Chip = lazyMui(() => import('@mui/material/Chip'), 'mui/Chip');
export const Avatar = lazyMui(() => import('@mui/material/Avatar'), 'mui/Avatar');
export const ListSubheader = lazyMui(
  () => import('@mui/material/ListSubheader'),
  'mui/ListSubheader',
);
export const InputAdornment = lazyMui(
  () => import('@mui/material/InputAdornment'),
  'mui/InputAdornment',
);
export const Skeleton = lazyMui(() => import('@mui/material/Skeleton'), 'mui/Skeleton');
export const CardActionArea = lazyMui(
  () => import('@mui/material/CardActionArea'),
  'mui/CardActionArea',
);
// Lists are the panel's (its navigation, its landing page); the catalogue's pages draw none.
export const List = lazyMui(() => import('@mui/material/List'), 'mui/List');
export const ListItem = lazyMui(() => import('@mui/material/ListItem'), 'mui/ListItem');
export const ListItemIcon = lazyMui(() => import('@mui/material/ListItemIcon'), 'mui/ListItemIcon');
export const ListItemText = lazyMui(() => import('@mui/material/ListItemText'), 'mui/ListItemText');
export const ListItemButton = lazyMui(
  () => import('@mui/material/ListItemButton'),
  'mui/ListItemButton',
);
export const IconButton = lazyMui(() => import('@mui/material/IconButton'), 'mui/IconButton');
export const Divider = lazyMui(() => import('@mui/material/Divider'), 'mui/Divider');
// Alerts appear on failures and forms, not on the catalogue's first page.
export const Alert = lazyMui(() => import('@mui/material/Alert'), 'mui/Alert');
export const AlertTitle = lazyMui(() => import('@mui/material/AlertTitle'), 'mui/AlertTitle');

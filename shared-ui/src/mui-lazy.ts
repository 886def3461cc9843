import { lazyMui } from './lazy-mui-component';

// Heavy components that the public catalogue's first page does not need load on first use, as
// their own chunk of this module, so they share its one copy of MUI's internals and theme.
// They suspend once: render them under a <Suspense> (every remote area has one).
export const TextField = lazyMui(() => import('@mui/material/TextField'));
export const Tooltip = lazyMui(() => import('@mui/material/Tooltip'));
export const Drawer = lazyMui(() => import('@mui/material/Drawer'));
export const Breadcrumbs = lazyMui(() => import('@mui/material/Breadcrumbs'));
export const Chip = lazyMui(() => import('@mui/material/Chip'));
export const Avatar = lazyMui(() => import('@mui/material/Avatar'));
export const ListSubheader = lazyMui(() => import('@mui/material/ListSubheader'));
export const InputAdornment = lazyMui(() => import('@mui/material/InputAdornment'));
export const Skeleton = lazyMui(() => import('@mui/material/Skeleton'));
export const CardActionArea = lazyMui(() => import('@mui/material/CardActionArea'));
export const ListItemButton = lazyMui(() => import('@mui/material/ListItemButton'));
export const IconButton = lazyMui(() => import('@mui/material/IconButton'));
export const Divider = lazyMui(() => import('@mui/material/Divider'));
// Alerts appear on failures and forms, not on the catalogue's first page.
export const Alert = lazyMui(() => import('@mui/material/Alert'));
export const AlertTitle = lazyMui(() => import('@mui/material/AlertTitle'));

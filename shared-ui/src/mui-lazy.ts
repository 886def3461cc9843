import { lazy } from 'react';

// Heavy components that the public catalogue's first page does not need load on first use, as
// their own chunk of this module, so they share its one copy of MUI's internals and theme.
// They suspend once: render them under a <Suspense> (every remote area has one).
export const TextField = lazy(() => import('@mui/material/TextField'));
export const Tooltip = lazy(() => import('@mui/material/Tooltip'));
export const Drawer = lazy(() => import('@mui/material/Drawer'));
export const Breadcrumbs = lazy(() => import('@mui/material/Breadcrumbs'));
export const Chip = lazy(() => import('@mui/material/Chip'));
export const Avatar = lazy(() => import('@mui/material/Avatar'));
export const ListSubheader = lazy(() => import('@mui/material/ListSubheader'));
export const InputAdornment = lazy(() => import('@mui/material/InputAdornment'));
export const Skeleton = lazy(() => import('@mui/material/Skeleton'));
export const CardActionArea = lazy(() => import('@mui/material/CardActionArea'));
export const ListItemButton = lazy(() => import('@mui/material/ListItemButton'));

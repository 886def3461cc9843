import type SvgIcon from '@mui/material/SvgIcon';
import { lazyMui } from './lazy-mui-component';

// Icons of the panel's bar and of the sign-in form's password field: one chunk of this module,
// loaded when the first of them is drawn (under a <Suspense>, as the lazy IconButton around
// them), so the public pages' first download does not carry them.
const loadIcons = () => import('./icons-panel');
const icon = (name: keyof Awaited<ReturnType<typeof loadIcons>>) =>
  lazyMui<typeof SvgIcon>(
    () => loadIcons().then((icons) => ({ default: icons[name] })),
    `icon/${name}`,
  );

export const LogoutIcon = icon('LogoutIcon');
export const MenuIcon = icon('MenuIcon');
export const VisibilityIcon = icon('VisibilityIcon');
export const VisibilityOffIcon = icon('VisibilityOffIcon');

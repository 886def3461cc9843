import type SvgIcon from '@mui/material/SvgIcon';
import { lazyMui, preloadLazy } from './lazy-mui-component';

// Icons of the panel's bar and of the sign-in form's password field: one chunk of this module,
// loaded when the first of them is drawn (under a <Suspense>, as the lazy IconButton around
// them), so the public pages' first download does not carry them. The first one drawn makes all
// of them ready: the password toggle's other icon then renders at once, with no second suspense.
const NAMES = ['LogoutIcon', 'MenuIcon', 'VisibilityIcon', 'VisibilityOffIcon'] as const;
type Name = (typeof NAMES)[number];

const loadIcons = () => import('./icons-panel');
// After the current load has started (a microtask later: preloading starts each icon's load).
const readyAll = () => queueMicrotask(() => void preloadLazy(NAMES.map((name) => `icon/${name}`)));

const icon = (name: Name) =>
  lazyMui<typeof SvgIcon>(() => {
    readyAll();
    return loadIcons().then((icons) => ({ default: icons[name] }));
  }, `icon/${name}`);

export const LogoutIcon = icon('LogoutIcon');
export const MenuIcon = icon('MenuIcon');
export const VisibilityIcon = icon('VisibilityIcon');
export const VisibilityOffIcon = icon('VisibilityOffIcon');

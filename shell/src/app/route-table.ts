import type { RemoteName } from '../federation/remotes-config';
import { paths, portfolioSubpaths, settingSubpaths } from './paths';

export type LayoutKind = 'auth' | 'catalog' | 'panel' | 'default';
/** public: anyone; guest: unauthenticated only; panel: panel guard; alert: alert guard. */
export type Access = 'public' | 'guest' | 'panel' | 'alert';
export type ShellScreen =
  'dashboard' | 'restricted-access' | 'access-denied' | 'maintenance' | 'unavailable';

export type RouteOwner = { remote: RemoteName } | { shell: ShellScreen } | { redirect: string };

export interface RouteEntry {
  path: string;
  layout: LayoutKind;
  access: Access;
  owner: RouteOwner;
}

const remote = (name: RemoteName) => ({ remote: name });
const join = (base: string, sub: string) => (sub ? `${base}/${sub}` : base);

/** The complete route table (spec §2): every path, its layout, its access rule and its owner. */
export const routeTable: RouteEntry[] = [
  { path: paths.home, layout: 'catalog', access: 'public', owner: remote('catalog') },
  { path: paths.product, layout: 'catalog', access: 'public', owner: remote('catalog') },
  ...Object.values(paths.auth).map((path): RouteEntry => ({
    path,
    layout: 'auth',
    access: 'guest',
    owner: remote('auth'),
  })),
  {
    path: paths.error.accessDenied,
    layout: 'default',
    access: 'public',
    owner: { shell: 'access-denied' },
  },
  {
    path: paths.error.maintenance,
    layout: 'default',
    access: 'public',
    owner: { shell: 'maintenance' },
  },
  {
    path: paths.error.unavailable,
    layout: 'default',
    access: 'public',
    owner: { shell: 'unavailable' },
  },
  ...paths.legacyPanel.map((path): RouteEntry => ({
    path,
    layout: 'default',
    access: 'public',
    owner: { redirect: paths.panel.root },
  })),
  { path: paths.panel.root, layout: 'panel', access: 'panel', owner: { shell: 'dashboard' } },
  { path: paths.panel.account, layout: 'panel', access: 'panel', owner: remote('settings') },
  {
    path: paths.panel.restrictedAccess,
    layout: 'panel',
    access: 'alert',
    owner: { shell: 'restricted-access' },
  },
  ...paths.panel.commerce.map((path): RouteEntry => ({
    path,
    layout: 'panel',
    access: 'panel',
    owner: remote('commerce'),
  })),
  ...portfolioSubpaths.map((sub): RouteEntry => ({
    path: join(paths.panel.portfolio, sub),
    layout: 'panel',
    access: 'panel',
    owner: remote('portfolio'),
  })),
  ...settingSubpaths.map((sub): RouteEntry => ({
    path: join(paths.panel.setting, sub),
    layout: 'panel',
    access: 'panel',
    owner: remote('settings'),
  })),
];

export * from './router';
export * from './mui';
export * from './icons';
export { Icon } from './icons/icon';
export type { IconProps } from './icons/icon';
export {
  configureIcons,
  ICON_API_MAX_URL,
  ICON_API_ROTATE_MS,
  ICON_API_TIMEOUT_MS,
  ICON_FETCH_TIMEOUT_MS,
  PUBLIC_ICON_HOSTS,
} from './icons/icon-settings';
export type { IconHostsOptions } from './icons/icon-settings';
export { createAppTheme, TOOLTIP_MAX_WIDTH } from './theme/theme';
export { primaryShades, PRIMARY_COLOR, DARK_MODE_CLASS } from './theme/palette';
export type { PrimaryShade } from './theme/palette';
export { setDarkMode, isDarkMode } from './theme/dark-mode';
export {
  COLOR_MODES,
  COLOR_MODE_LABELS,
  COLOR_MODE_STORAGE_KEY,
  readColorMode,
  resolvesToDark,
} from './theme/color-mode';
export type { ColorMode } from './theme/color-mode';
export { ColorModeToggle } from './theme/color-mode-toggle';
export { visuallyHidden } from './theme/visually-hidden';
export { UiProvider } from './theme/ui-provider';
export {
  notify,
  dismissNotification,
  NotificationHost,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_WIDTH,
} from './components/notifications';
export type { Notification, NotificationSeverity } from './components/notifications';
export { TenantButton, TenantColorsProvider, useTenantColors } from './components/tenant-button';
export type { TenantButtonProps, TenantColors } from './components/tenant-button';
export { NotFoundScreen, RouteNotFound } from './components/not-found-screen';
export { AreaError } from './components/area-error';
export { PageSpinner } from './components/page-spinner';
export { useAutocompleteResync } from './components/use-autocomplete-resync';
export { ScreenScaffold } from './components/screen-scaffold';
export { ScreenRoutes } from './components/screen-routes';
export type { ScreenDefinition } from './components/screen-routes';
export type { ScreenScaffoldProps } from './components/screen-scaffold';
export * from './format/pt-br';
// Lazy components a server-rendered page loads before it is hydrated (one registry: the singleton).
export { LazyUsage, lazyNamed, preloadLazy } from './lazy-mui-component';
// One registry for the app (the singleton): the panel's forms and the shell's store register in
// it, and the shell's chunk-reload guard saves it.
export {
  keepAcrossReload,
  forgetAcrossReload,
  isForcedReloadUnderway,
  saveReloadState,
  takeReloadState,
} from './reload-state';

// The panel's MUI parts, loaded on demand as a chunk of this singleton (so they share its one
// MUI and theme); `@catalogo/shared-ui/panel` turns them into lazy components.
export const loadPanelMui = () => import('./panel-mui');

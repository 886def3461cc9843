// The Iconify client, a chunk of its own: loaded by the first <Icon>, never by a page without one.
import { _api, addAPIProvider, Icon as IconifyIcon, iconLoaded, loadIcons } from '@iconify/react';
import { createIconApiModule } from './iconify-api';
import {
  ICON_API_MAX_URL,
  ICON_API_ROTATE_MS,
  ICON_API_TIMEOUT_MS,
  iconHosts,
  localIconHost,
} from './icon-settings';

export type IconState = 'loaded' | 'failed';

// Iconify's default provider, so names read 'mdi:home' and 'catalogo-icon:quote'.
const hosts = iconHosts();
if (hosts.length)
  addAPIProvider('', {
    resources: [...hosts],
    path: '/',
    timeout: ICON_API_TIMEOUT_MS,
    rotate: ICON_API_ROTATE_MS,
    maxURL: ICON_API_MAX_URL,
  });
_api.setAPIModule(
  '',
  createIconApiModule({ hosts: iconHosts, localHost: localIconHost, maxURL: ICON_API_MAX_URL }),
);

export const IconSvg = IconifyIcon;

/** Names already reported: a menu rendered again does not repeat its warnings. */
const warned = new Set<string>();

/**
 * Loads an icon and reports once how it went: a failure (no host had it, or it took longer than
 * timeoutMs) is a console warning (spec §8); the caller keeps its box. Returns the unsubscriber.
 */
export function watchIcon(
  name: string,
  timeoutMs: number,
  onState: (state: IconState) => void,
): () => void {
  if (iconLoaded(name)) {
    onState('loaded');
    return () => {};
  }
  let reported = false;
  const fail = (why: string) => {
    if (reported) return;
    reported = true;
    if (!warned.has(name))
      console.warn(`[icons] "${name}" ${why}: an empty box of its size stays in its place`);
    warned.add(name);
    onState('failed');
  };
  const timer = setTimeout(() => fail(`did not load within ${timeoutMs} ms`), timeoutMs);
  const stop = loadIcons([name], (loaded, missing, pending) => {
    if (pending.length) return;
    clearTimeout(timer);
    if (missing.length) fail('could not be loaded from any icon host');
    // Late (after the warning) still shows: the box was kept for it.
    else if (loaded.length) {
      reported = true;
      onState('loaded');
    }
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { ICON_FETCH_TIMEOUT_MS } from './icon-settings';
import type * as IconifyClient from './iconify-client';

type Client = typeof IconifyClient;

let client: Client | null = null;
let loading: Promise<Client> | null = null;

function loadClient(): Promise<Client> {
  loading ??= import('./iconify-client').then((loaded) => (client = loaded));
  return loading;
}

export interface IconProps {
  /** Iconify name, `prefix:name`: `catalogo-icon:quote`, `mdi:home`. */
  icon: string;
  /** Width and height (a number is pixels); 24 by default, as MUI's icons. */
  size?: number | string;
  /** Accessible name; without it the icon is decorative (hidden from assistive technology). */
  label?: string;
  color?: string;
  style?: CSSProperties;
  className?: string;
}

/**
 * An icon from the icon service (spec §7, §9): Iconify's client asks our API first, then the
 * public hosts. Its box has the icon's size from the first render, so nothing moves when the
 * SVG arrives, or when it never does (a console warning, the box stays). Not for the public
 * pages' first paint: those icons stay bundled (`@catalogo/shared-ui` exports them).
 */
export function Icon({ icon, size = 24, label, color, style, className }: IconProps) {
  const [loaded, setLoaded] = useState<Client | null>(client);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadClient().then(
      (c) => live && setLoaded(c),
      (error: unknown) => {
        console.warn(`[icons] the icon client did not load: "${icon}" stays an empty box`, error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [loaded, icon]);

  useEffect(() => {
    if (!loaded) return;
    setState('loading');
    return loaded.watchIcon(icon, ICON_FETCH_TIMEOUT_MS, setState);
  }, [loaded, icon]);

  const Svg = loaded?.IconSvg;
  return (
    <span
      className={className}
      data-icon={icon}
      data-icon-state={state}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{
        display: 'inline-flex',
        flexShrink: 0,
        width: size,
        height: size,
        color,
        ...style,
      }}
    >
      {Svg && <Svg icon={icon} width="100%" height="100%" aria-hidden />}
    </span>
  );
}

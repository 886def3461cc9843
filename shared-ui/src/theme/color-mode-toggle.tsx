import { Suspense, useId, useState, useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { lazyMui } from '../lazy-mui-component';
import { COLOR_MODE_LABELS } from './color-mode';
import { COLOR_MODE_ICONS } from './color-mode-icons';
import type { ColorMode } from './color-mode';

// The menu (MUI's Menu, its popover, modal and items) loads when it is first wanted: a pointer
// over the button, its focus or its click. The button itself is drawn with the page, so the
// public catalogue's first page neither downloads nor runs the menu's code before it is live.
const loadMenu = () => import('./color-mode-menu');
const ColorModeMenu = lazyMui(loadMenu);

const noSubscription = () => () => {};
const storedModeVisible = () => true;
const serverView = () => false;

/**
 * The colour-mode toggle for a top bar: light, dark or the system's, kept in this browser. MUI's
 * ThemeProvider keeps the choice in localStorage and puts the `p-dark` / `p-light` class on
 * <html>.
 */
export function ColorModeToggle({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // The stored choice is this browser's: a server render, and so the first render over its HTML,
  // shows 'system'; the stored choice right after (ui-provider.tsx reads it at once).
  const stored = useSyncExternalStore(noSubscription, storedModeVisible, serverView);
  const current: ColorMode = (stored && mode) || 'system';
  const Icon = COLOR_MODE_ICONS[current];
  const label = `Tema: ${COLOR_MODE_LABELS[current]}`;
  const warmUp = () => void loadMenu().catch(() => undefined);
  return (
    <>
      <IconButton
        color={color}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="color-mode-button"
      >
        <Icon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ColorModeMenu
            id={menuId}
            anchor={anchor}
            current={current}
            onChoose={(next: ColorMode) => {
              setMode(next);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { lazyMui } from '../lazy-mui-component';

// The menu (MUI's Menu, Tooltip and three icons) loads after the page: the public catalogue's
// first page has a weight budget, and nobody picks a theme before it has drawn.
const ColorModeMenu = lazyMui(() => import('./color-mode-menu'), 'ui/ColorModeMenu');

/**
 * The colour-mode toggle for a top bar: light, dark or the system's, kept in this browser.
 * Takes its button's place (40 px) while it loads, so nothing in the bar moves.
 */
export function ColorModeToggle({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  return (
    <Suspense fallback={<Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />}>
      <ColorModeMenu color={color} />
    </Suspense>
  );
}

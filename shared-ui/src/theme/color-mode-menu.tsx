import { useId, useState, useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SystemModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { COLOR_MODE_LABELS, COLOR_MODES } from './color-mode';
import type { ColorMode } from './color-mode';

const ICONS = { light: LightModeIcon, dark: DarkModeIcon, system: SystemModeIcon };

const noSubscription = () => () => {};
const storedModeVisible = () => true;
const serverView = () => false;

/**
 * The colour-mode button and its menu (light, dark, system). MUI's ThemeProvider keeps the
 * choice in localStorage and puts the `p-dark` / `p-light` class on <html>.
 */
export default function ColorModeMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // The stored choice is this browser's: a server render, and so the first render over its HTML,
  // shows 'system'; the stored choice right after (ui-provider.tsx reads it at once).
  const stored = useSyncExternalStore(noSubscription, storedModeVisible, serverView);
  const current: ColorMode = (stored && mode) || 'system';
  const Icon = ICONS[current];
  const label = `Tema: ${COLOR_MODE_LABELS[current]}`;
  const choose = (next: ColorMode) => {
    setMode(next);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color={color}
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="color-mode-button"
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': 'Tema de cores', dense: true } }}
      >
        {COLOR_MODES.map((option) => {
          const OptionIcon = ICONS[option];
          const checked = option === current;
          return (
            <MenuItem
              key={option}
              role="menuitemradio"
              aria-checked={checked}
              selected={checked}
              onClick={() => choose(option)}
            >
              <ListItemIcon>
                <OptionIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{COLOR_MODE_LABELS[option]}</ListItemText>
              {checked && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { COLOR_MODE_LABELS, COLOR_MODES } from './color-mode';
import type { ColorMode } from './color-mode';
import { COLOR_MODE_ICONS } from './color-mode-icons';

/** The colour-mode menu (light, dark, system) under its button; loaded when first opened. */
export default function ColorModeMenu(props: {
  id: string;
  anchor: HTMLElement;
  current: ColorMode;
  onChoose: (mode: ColorMode) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={props.id}
      anchorEl={props.anchor}
      open
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Tema de cores', dense: true } }}
    >
      {COLOR_MODES.map((option) => {
        const OptionIcon = COLOR_MODE_ICONS[option];
        const checked = option === props.current;
        return (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            onClick={() => props.onChoose(option)}
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
  );
}

import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SystemModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';

/** Each colour mode's icon: the toggle's button and the menu's options. */
export const COLOR_MODE_ICONS = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SystemModeIcon,
};

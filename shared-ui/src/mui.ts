// The MUI building blocks the apps may use. Apps import MUI only from here (ESLint enforces
// it), so the browser loads one copy of MUI inside the shared-ui singleton, and only the parts
// listed here. Add a component here when an app needs it.
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Container } from '@mui/material/Container';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
// Headless (no Popper, no TextField): the catalogue's search combobox on the first page.
export { default as useAutocomplete } from '@mui/material/useAutocomplete';
export { styled, useTheme } from '@mui/material/styles';
export type { SxProps, Theme } from '@mui/material/styles';
export type { ButtonProps } from '@mui/material/Button';
export type { TextFieldProps } from '@mui/material/TextField';
export {
  Alert,
  AlertTitle,
  Avatar,
  Divider,
  IconButton,
  CardActionArea,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Breadcrumbs,
  Chip,
  Drawer,
  InputAdornment,
  ListSubheader,
  TextField,
  Tooltip,
} from './mui-lazy';

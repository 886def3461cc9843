// The panel's MUI building blocks, one lazy chunk of the shared-ui singleton (so they share its
// one copy of MUI and its theme). The public catalogue never loads it: only
// `@catalogo/shared-ui/panel` asks for it, through `loadPanelMui`, and re-exports each part as
// a lazy component. A chunk per component would add a map entry per chunk to every first page.
export { default as Autocomplete } from '@mui/material/Autocomplete';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Switch } from '@mui/material/Switch';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
// The Data Grid (pt-BR) is a further chunk: a form page does not need it.
export const loadDataGrid = () => import('./components/data-grid');

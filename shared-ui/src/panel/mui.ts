// The panel's MUI parts as lazy components. They come from the shared-ui singleton's own chunk
// (`loadPanelMui`), never from '@mui/*' here: this entry is bundled by each remote, and a second
// copy of MUI would not see the app's theme.
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { loadPanelMui, useAutocompleteResync } from '@catalogo/shared-ui';
import { lazyMui } from '../lazy-mui-component';

type PanelMui = Awaited<ReturnType<typeof loadPanelMui>>;
type PartName = Exclude<keyof PanelMui, 'loadDataGrid'>;

const part = <K extends PartName>(name: K) =>
  lazyMui(() => loadPanelMui().then((parts) => ({ default: parts[name] })));

const LazyAutocomplete = part('Autocomplete');
/** MUI's Autocomplete, keeping an option highlighted by the keyboard across renders. */
export const Autocomplete = ((props: { options: readonly unknown[] }) => {
  useAutocompleteResync(props.options);
  return createElement(LazyAutocomplete as ComponentType<object>, props);
}) as unknown as typeof LazyAutocomplete;
export const Checkbox = part('Checkbox');
export const Dialog = part('Dialog');
export const DialogActions = part('DialogActions');
export const DialogContent = part('DialogContent');
export const DialogContentText = part('DialogContentText');
export const DialogTitle = part('DialogTitle');
export const FormControlLabel = part('FormControlLabel');
export const LinearProgress = part('LinearProgress');
export const Menu = part('Menu');
export const MenuItem = part('MenuItem');
export const Radio = part('Radio');
export const RadioGroup = part('RadioGroup');
export const Switch = part('Switch');
export const Table = part('Table');
export const TableBody = part('TableBody');
export const TableCell = part('TableCell');
export const TableContainer = part('TableContainer');
export const TableHead = part('TableHead');
export const TableRow = part('TableRow');

/** MUI X's Data Grid with its pt-BR texts (a further chunk: forms do not load it). */
export const DataGrid = lazyMui(() => loadPanelMui().then((parts) => parts.loadDataGrid()));

/** Starts loading the grid before it is drawn (a list page calls it on arrival). */
export const preloadDataGrid = () => loadPanelMui().then((parts) => parts.loadDataGrid());

export type {
  DataGridProps,
  GridColDef,
  GridColumnVisibilityModel,
  GridPaginationModel,
  GridRenderCellParams,
  GridRowId,
  GridRowParams,
  GridRowSelectionModel,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';

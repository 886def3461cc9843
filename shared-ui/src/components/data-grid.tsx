import { DataGrid as MuiDataGrid } from '@mui/x-data-grid';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import type { RefAttributes } from 'react';

const ptBRText = ptBR.components.MuiDataGrid.defaultProps.localeText;

/** MUI X's Data Grid speaking pt-BR; a screen's own `localeText` entries win. */
function LocalizedDataGrid<R extends GridValidRowModel>(
  props: DataGridProps<R> & RefAttributes<HTMLDivElement>,
) {
  return <MuiDataGrid {...props} localeText={{ ...ptBRText, ...props.localeText }} />;
}

export default LocalizedDataGrid as typeof MuiDataGrid;

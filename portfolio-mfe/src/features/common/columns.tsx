import { Box, formatDateTime } from '@catalogo/shared-ui';
import { imageUrl } from '@catalogo/shared-ui/images';
import type { ImageContext } from '@catalogo/shared-ui/images';
import type { GridColDef } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';

// Columns every portfolio list shares. A column's field must be one the API sorts by, or the
// column says `sortable: false` (an unknown sort is a 400).

export const activeColumn: GridColDef<PanelRow> = {
  field: 'active',
  headerName: 'Ativo',
  width: 90,
  valueFormatter: (value) => (value ? 'Sim' : 'Não'),
};

export const updatedAtColumn: GridColDef<PanelRow> = {
  field: 'updatedAt',
  headerName: 'Atualizado em',
  width: 160,
  valueFormatter: (value) => (value ? formatDateTime(value as string) : '—'),
};

const THUMB = 32;

/**
 * The row's logo, small, through the image proxy (nothing when it has none). The proxy takes
 * only the spec's widths (320, 640...): a free height bounds the thumbnail instead.
 */
export function logoColumn(context: ImageContext): GridColDef<PanelRow> {
  return {
    field: 'logo',
    headerName: 'Logo',
    width: 64,
    sortable: false,
    renderCell: ({ row }) =>
      typeof row.logo === 'string' && row.logo ? (
        <Box
          component="img"
          src={imageUrl(row.logo, context, { width: 320, quality: 80 })}
          alt={`Logo de ${String(row.name ?? '')}`}
          loading="lazy"
          sx={{ width: THUMB, height: THUMB, objectFit: 'contain', verticalAlign: 'middle' }}
        />
      ) : null,
  };
}

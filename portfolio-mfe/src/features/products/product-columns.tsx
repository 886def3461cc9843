import { Box, Button, Stack, Typography, formatDateTime } from '@catalogo/shared-ui';
import { imageUrl } from '@catalogo/shared-ui/images';
import type { ImageContext } from '@catalogo/shared-ui/images';
import type { GridColDef } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { StatusChip } from './status-chip';
import { CompletenessBar } from './completeness-bar';

const THUMB = 40;

/** `PASTILHA DE FREIO DIANTEIRA`: the description with its complement. */
export const describeProduct = (row: PanelRow) =>
  [row.description, row.complement].filter((part) => typeof part === 'string' && part).join(' ');

/** The one-cell view of a row, for a phone: hidden by default elsewhere ("Colunas" offers it). */
export const HIDDEN_COLUMNS = ['product'] as const;
/** What a phone shows of the list by default: the photo and the one-cell view. */
export const PHONE_COLUMNS = ['image', 'product'] as const;

/** A row in one cell: code and status, the description below them. */
function CompactProduct({ row }: { row: PanelRow }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {String(row.code ?? '')}
        </Typography>
        <StatusChip status={row.status} />
      </Stack>
      <Typography variant="caption" noWrap color="text.secondary">
        {describeProduct(row) || '—'}
      </Typography>
    </Stack>
  );
}

/**
 * The product list's columns. Only the contract's sort fields (code, description, brand, status,
 * completeness, updatedAt) are sortable: any other sort is a 400.
 */
export function productColumns(
  context: ImageContext,
  onDuplicate: ((row: PanelRow) => void) | null,
): GridColDef<PanelRow>[] {
  const columns: GridColDef<PanelRow>[] = [
    {
      field: 'image',
      headerName: 'Foto',
      width: 64,
      sortable: false,
      renderCell: ({ row }) =>
        typeof row.image === 'string' && row.image ? (
          <Box
            component="img"
            src={imageUrl(row.image, context, { width: 320, quality: 80 })}
            alt={`Foto de ${String(row.code ?? '')}`}
            loading="lazy"
            sx={{ width: THUMB, height: THUMB, objectFit: 'contain', verticalAlign: 'middle' }}
          />
        ) : null,
    },
    {
      field: 'product',
      headerName: 'Produto',
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => <CompactProduct row={row} />,
    },
    { field: 'code', headerName: 'Código', width: 140 },
    {
      field: 'description',
      headerName: 'Descrição',
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => describeProduct(row),
    },
    {
      field: 'brand',
      headerName: 'Marca',
      width: 130,
      valueGetter: (_value, row) => (row.brand as { name?: string } | null)?.name ?? '—',
    },
    {
      field: 'categoryPath',
      headerName: 'Categoria',
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueFormatter: (value) => (value as string | null) ?? '—',
    },
    {
      field: 'status',
      headerName: 'Situação',
      // "Descontinuado" whole, with the cell's padding
      width: 150,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'completeness',
      headerName: 'Completude',
      width: 140,
      // centred in the row's height, as the text of the other cells
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%' }}>
          <CompletenessBar percent={Number(row.completeness ?? 0)} label={String(row.code)} />
        </Stack>
      ),
    },
    {
      field: 'updatedAt',
      headerName: 'Atualizado',
      width: 170,
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
          <Typography variant="body2">
            {row.updatedAt ? formatDateTime(row.updatedAt) : '—'}
          </Typography>
          {row.updatedBy?.name && (
            <Typography variant="caption" color="text.secondary">
              por {row.updatedBy.name}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];
  if (onDuplicate)
    columns.push({
      field: 'actions',
      headerName: 'Ações',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`Duplicar ${String(row.code)}`}
          onClick={(event) => {
            // the row itself opens the product
            event.stopPropagation();
            onDuplicate(row);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          Duplicar
        </Button>
      ),
    });
  return columns;
}

import type { ReactNode } from 'react';
import { Box, Typography } from '@catalogo/shared-ui';
import { focusRing, visuallyHidden } from '../../common/styles';

/**
 * A titled block of the product page. The blocks sit below the picture and the buying area: off
 * screen, the browser skips their style, layout and paint until they are scrolled to (they stay
 * in the page for find, links and screen readers), at a guessed height until first drawn.
 */
export function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={`${props.id}-title`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 2, md: 3 },
        contentVisibility: 'auto',
        containIntrinsicBlockSize: 'auto 320px',
      }}
    >
      <Typography
        id={`${props.id}-title`}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/** Label/value pairs; pairs without a value are left out. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const present = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (present.length === 0) {
    return <Typography color="text.secondary">Sem informações.</Typography>;
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, fontWeight: 500 },
      }}
    >
      {present.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** A plain data table that scrolls sideways on a phone instead of squeezing its columns. */
export function DataTable(props: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    // Focusable so keyboard users can scroll it sideways on a small screen.
    <Box
      tabIndex={0}
      role="region"
      aria-label={props.caption}
      sx={{
        overflowX: 'auto',
        position: 'relative',
        ...focusRing,
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.9375rem',
          '& caption': visuallyHidden,
          '& th, & td': {
            textAlign: 'left',
            py: 1,
            px: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            verticalAlign: 'top',
          },
          '& th': {
            fontWeight: 600,
            color: 'text.secondary',
            fontSize: '0.8125rem',
            whiteSpace: 'nowrap',
          },
          '& tbody tr:hover': { bgcolor: 'action.hover' },
        }}
      >
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box, Typography } from '@catalogo/shared-ui';

/** Fields side by side that wrap to one a row on a phone (never a page-wide scroll). */
export function FieldGrid({ children, min = 200 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))`,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A part of a tab, with its heading (h2) and a line of help. */
export function SectionPart(props: { title: string; help?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ mb: props.help ? 0.5 : 1.5 }}>
        {props.title}
      </Typography>
      {props.help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {props.help}
        </Typography>
      )}
      {props.children}
    </Box>
  );
}

import { Alert } from '../mui-lazy';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ScreenScaffoldProps {
  /** Which remote renders this screen and which screen it is (also read by the e2e journeys). */
  remote: string;
  screen: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The frame of a screen: its heading, its description and its content (or a notice while empty). */
export function ScreenScaffold({
  remote,
  screen,
  title,
  description,
  children,
}: ScreenScaffoldProps) {
  return (
    <Box data-remote={remote} data-screen={screen} sx={{ maxWidth: 1200 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      {children ?? (
        <Alert severity="info" variant="outlined">
          Esta tela ainda está em construção.
        </Alert>
      )}
    </Box>
  );
}

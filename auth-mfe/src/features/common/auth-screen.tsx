import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@catalogo/shared-ui';
import { useDocumentTitle } from '@catalogo/shared-auth';

export interface AuthScreenProps {
  /** Read by the e2e journeys: `[data-remote="auth"][data-screen="login"]`. */
  screen: 'login' | 'register' | 'recovery' | 'email-confirm';
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every authentication screen: its level-1 heading, the page title and content. */
export function AuthScreen({ screen, title, description, children }: AuthScreenProps) {
  useDocumentTitle(title);
  return (
    <Box data-remote="auth" data-screen={screen}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

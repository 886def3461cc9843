import type { ReactNode } from 'react';
import { Box, Button, Drawer, Stack, Typography } from '@catalogo/shared-ui';

/**
 * A panel on the right (the quote cart, the contact form): a dialog named by its title, with a
 * "Fechar" button. It stays mounted while closed, so what the visitor typed is still there when
 * it opens again. `start` goes before the title (a back button); `children` fill the rest.
 */
export function SidePanel(props: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  start?: ReactNode;
  children: ReactNode;
}) {
  const { open, onClose, titleId, title, start, children } = props;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 } },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {start}
          <Typography
            id={titleId}
            component="h2"
            variant="h6"
            sx={{ flexGrow: 1, fontWeight: 700 }}
          >
            {title}
          </Typography>
          <Button onClick={onClose} color="inherit">
            Fechar
          </Button>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}

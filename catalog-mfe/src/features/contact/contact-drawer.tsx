import { Box, Button, Drawer, Stack, Typography } from '@catalogo/shared-ui';
import { ContactForm } from './contact-form';
import type { ContactProduct } from './contact-form';

/** The contact form in a side panel; stays mounted while closed so nothing typed is lost. */
export default function ContactDrawer(props: {
  open: boolean;
  onClose: () => void;
  product?: ContactProduct;
}) {
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      // Kept mounted while closed: what the visitor typed is still there when it opens again.
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'contact-title',
          sx: { width: { xs: '100%', sm: 440 } },
        },
      }}
    >
      <Box>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography
            id="contact-title"
            component="h2"
            variant="h6"
            sx={{ flexGrow: 1, fontWeight: 700 }}
          >
            Fale conosco
          </Typography>
          <Button onClick={props.onClose} color="inherit">
            Fechar
          </Button>
        </Stack>
        <Box sx={{ p: 2 }}>
          {props.product && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Sobre o produto {props.product.code} — {props.product.description}
            </Typography>
          )}
          <ContactForm product={props.product} onDone={props.onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}

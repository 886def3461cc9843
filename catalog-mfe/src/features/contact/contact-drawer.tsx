import { Box, Typography } from '@catalogo/shared-ui';
import { SidePanel } from '../../common/side-panel';
import { ContactForm } from './contact-form';
import type { ContactProduct } from './contact-form';

/** The contact form in a side panel; stays mounted while closed so nothing typed is lost. */
export default function ContactDrawer(props: {
  open: boolean;
  onClose: () => void;
  product?: ContactProduct;
}) {
  return (
    <SidePanel
      open={props.open}
      onClose={props.onClose}
      titleId="contact-title"
      title="Fale conosco"
    >
      <Box sx={{ p: 2 }}>
        {props.product && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Sobre o produto {props.product.code} — {props.product.description}
          </Typography>
        )}
        <ContactForm product={props.product} onDone={props.onClose} />
      </Box>
    </SidePanel>
  );
}

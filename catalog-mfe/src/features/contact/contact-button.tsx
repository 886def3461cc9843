import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, TenantButton } from '@catalogo/shared-ui';
import type { ContactProduct } from './contact-form';

const ContactDrawer = lazy(() => import('./contact-drawer'));

/** Opens the contact form (about a product when one is given). */
export function ContactButton(props: {
  product?: ContactProduct;
  children?: ReactNode;
  /** 'tenant' is the company's coloured button; 'outlined' a quieter one. */
  look?: 'tenant' | 'outlined';
  fullWidth?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const label = props.children ?? 'Fale conosco';
  return (
    <>
      {props.look === 'outlined' ? (
        <Button variant="outlined" onClick={show} fullWidth={props.fullWidth}>
          {label}
        </Button>
      ) : (
        <TenantButton onClick={show} fullWidth={props.fullWidth}>
          {label}
        </TenantButton>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ContactDrawer open={open} onClose={() => setOpen(false)} product={props.product} />
        </Suspense>
      )}
    </>
  );
}

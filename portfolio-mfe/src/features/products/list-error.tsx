import { useFormState } from 'react-hook-form';
import { Typography } from '@catalogo/shared-ui';

/** An error about a whole list (`images`: "Envie ao menos uma imagem."), not one of its rows. */
export function ListError({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const node = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
      {message}
    </Typography>
  );
}

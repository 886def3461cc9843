import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Stack, TenantButton, TextField } from '@catalogo/shared-ui';
import { applyFieldErrors, FormAlert, textFieldProps } from '@catalogo/shared-ui/forms';
import type { FieldMap } from '@catalogo/shared-ui/forms';
import { PersonFieldInputs } from '../../common/forms/person-fields-input';
import { toAuthError } from '@catalogo/shared-auth';
import { contactSchema } from './contact-schema';
import type { ContactInput, ContactValues } from './contact-schema';
import { useSendMessageMutation } from './messages-api';

export interface ContactProduct {
  id: string;
  code: string;
  description: string;
}

const apiFields: FieldMap<ContactInput> = {
  name: { name: 'name', message: 'Nome inválido.' },
  email: { name: 'email', message: 'E-mail inválido.' },
  phone: { name: 'phone', message: 'Telefone inválido.' },
  subject: { name: 'subject', message: 'Assunto inválido.' },
  body: { name: 'body', message: 'Mensagem inválida.' },
};

/** A message to the company, optionally about one product. */
export function ContactForm({ product, onDone }: { product?: ContactProduct; onDone: () => void }) {
  const [sendMessage] = useSendMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      subject: product ? `Dúvida sobre o produto ${product.code}` : '',
      body: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendMessage({ ...values, productId: product?.id }).unwrap();
      setSent(true);
      reset();
    } catch (caught) {
      const error = toAuthError(caught);
      if (!applyFieldErrors(error.fields, setError, apiFields).allMapped) {
        setFailure(error.message);
      }
    }
  });

  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <AlertTitle>Mensagem enviada</AlertTitle>A empresa responderá pelo e-mail informado.
        </Alert>
        <TenantButton onClick={onDone}>Voltar ao catálogo</TenantButton>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Fale conosco">
      <FormAlert message={failure} />
      <PersonFieldInputs register={register} errors={errors} />
      <TextField
        {...textFieldProps(register('subject'), errors.subject)}
        label="Assunto"
        required
        fullWidth
      />
      <TextField
        {...textFieldProps(register('body'), errors.body)}
        label="Mensagem"
        multiline
        minRows={5}
        required
        fullWidth
      />
      <TenantButton type="submit" size="large" fullWidth pending={isSubmitting}>
        Enviar mensagem
      </TenantButton>
    </Stack>
  );
}

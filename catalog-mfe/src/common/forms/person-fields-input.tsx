import { TextField } from '@catalogo/shared-ui';
import { textFieldProps } from '@catalogo/shared-ui/forms';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface PersonValues {
  name: string;
  email: string;
  phone: string;
}

/** Name, e-mail and phone: who asks, in the quote request and the contact form alike. */
export function PersonFieldInputs<T extends PersonValues>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The forms' own value types extend PersonValues; the three fields are the same in both.
  const register = props.register as unknown as UseFormRegister<PersonValues>;
  const errors = props.errors as FieldErrors<PersonValues>;
  return (
    <>
      <TextField
        {...textFieldProps(register('name'), errors.name)}
        label="Nome"
        autoComplete="name"
        required
        fullWidth
      />
      <TextField
        {...textFieldProps(register('email'), errors.email)}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...textFieldProps(register('phone'), errors.phone)}
        label="Telefone / WhatsApp"
        type="tel"
        autoComplete="tel"
        fullWidth
      />
    </>
  );
}

import { Type, type TStringOptions } from 'typebox';

// Field types shared by the auth request schemas. Lengths are generous caps against abuse; the
// rules users meet (password length, uriName, CNPJ) are checked in the services with pt-BR reasons.
/** Text that is stored: PostgreSQL cannot keep a NUL character (it would answer 22021). */
export const StoredText = (options: TStringOptions) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' });

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'Compared lower-cased',
});

export const NewPassword = Type.String({
  description: '8 a 128 caracteres; senhas muito comuns são recusadas',
});

export const LinkToken = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'From the mailed link',
});
export const AcceptedMessage = Type.Object({ message: Type.String() });

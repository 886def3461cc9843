import { z } from 'zod';

/** Field rules shared by the authentication forms; each message is what the user reads. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'Informe o e-mail.', abort: true })
  .pipe(z.email('E-mail inválido.').max(254, 'E-mail inválido.'));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const newPasswordSchema = z
  .string()
  .min(1, { error: 'Informe a senha.', abort: true })
  .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`);

export const NEW_PASSWORD_HINT = `Use de ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres.`;

export const passwordConfirmationSchema = z
  .string()
  .min(1, { error: 'Confirme a senha.', abort: true });

export const PASSWORD_MISMATCH = 'As senhas não conferem.';

/** A company's address: the subdomain it is served on (a DNS label). */
// No '--': the API refuses it ('xn--' labels are punycode that displays as another name).
export const URI_NAME_PATTERN = /^(?!.*--)[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
export const URI_NAME_RULE = 'Use de 3 a 40 letras minúsculas, números ou hífen';

export const uriNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Informe o endereço da empresa.', abort: true })
  .regex(URI_NAME_PATTERN, URI_NAME_RULE);

/** What the user types into an address field: lowercase, without spaces. */
export const normalizeUriName = (value: string) => value.toLowerCase().replace(/\s+/g, '');

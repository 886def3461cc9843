import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The pt-BR reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  // Count characters as a person does (code points), so 'senhaçã…' is not penalised for UTF-16.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/u.test(lower)) {
    return 'Senha muito comum. Escolha outra.';
  }
  return null;
}

import { AppError } from '../../plugins/errors';

// pt-BR: these messages reach the sign-in, registration and recovery screens as they are.
export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');

export const emailNotConfirmed = () =>
  new AppError(403, 'EMAIL_NOT_CONFIRMED', 'Confirme seu e-mail antes de entrar.');

const USER_DISABLED = 'Usuário desativado. Fale com o administrador da empresa.';
export const userDisabled = (status: 401 | 403 = 403) =>
  new AppError(status, 'USER_DISABLED', USER_DISABLED);

export const linkInvalid = () =>
  new AppError(400, 'TOKEN_INVALID', 'Link inválido ou já utilizado.');

export const linkExpired = () =>
  new AppError(400, 'TOKEN_EXPIRED', 'Link expirado. Solicite um novo.');

export const accessTokenRejected = (code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID') =>
  new AppError(
    401,
    code,
    code === 'TOKEN_EXPIRED'
      ? 'Sessão expirada. Entre novamente.'
      : 'Sessão inválida. Entre novamente.',
    undefined,
    { 'www-authenticate': 'Bearer error="invalid_token"' },
  );

export const refreshInvalid = () =>
  new AppError(401, 'REFRESH_INVALID', 'Sessão encerrada. Entre novamente.');

export const refreshReused = () =>
  new AppError(401, 'REFRESH_REUSED', 'Sessão encerrada por segurança. Entre novamente.');

export const signInTicketInvalid = () =>
  new AppError(
    401,
    'SIGN_IN_TICKET_INVALID',
    'Não foi possível entrar automaticamente. Entre com seu e-mail e senha.',
  );

export const roleForbidden = () =>
  new AppError(403, 'FORBIDDEN', 'Você não tem permissão para esta ação.');

export const uriNameTaken = () =>
  new AppError(409, 'URI_NAME_TAKEN', 'Este endereço já está em uso.', [
    { field: 'company.uriName', reason: 'Este endereço já está em uso. Escolha outro.' },
  ]);

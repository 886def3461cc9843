export interface FieldError {
  field: string;
  reason: string;
}

const FALLBACK_MESSAGES: Record<string, string> = {
  NETWORK: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
  TOKEN_MISSING: 'Resposta inesperada do servidor. Tente novamente.',
  UNKNOWN: 'Algo deu errado. Tente novamente.',
};

/** An authentication failure with the API's code, a pt-BR message and field errors. */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

interface ApiErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

export function authErrorFromBody(status: number, body: unknown): AuthError {
  const data = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
  const code = typeof data.code === 'string' ? data.code : status === 0 ? 'NETWORK' : 'UNKNOWN';
  const message =
    typeof data.message === 'string' && status !== 0 && status < 500
      ? data.message
      : (FALLBACK_MESSAGES[code] ?? FALLBACK_MESSAGES.UNKNOWN!);
  const fields = Array.isArray(data.fields)
    ? data.fields.filter(
        (f): f is FieldError => typeof f?.field === 'string' && typeof f?.reason === 'string',
      )
    : [];
  return new AuthError(status, code, message, fields);
}

/** Converts what an RTK Query mutation's `unwrap()` throws into an AuthError. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const e = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof e.status === 'number') return authErrorFromBody(e.status, e.data);
  return authErrorFromBody(0, null);
}

import { AppError } from '../../plugins/errors';

/** 429 past IMAGE_RATE_LIMIT_RENDERS_IP: the client's new renders wait for the next window. */
export function imageRateLimited(retryAfterSeconds: number): AppError {
  const unit = retryAfterSeconds === 1 ? 'segundo' : 'segundos';
  return new AppError(
    429,
    'RATE_LIMITED',
    `Muitas imagens novas pedidas em pouco tempo. Tente novamente em ${retryAfterSeconds} ${unit}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * What a client reads of the proxy's expected 5xx. The errors carry the detail (a storage's
 * status, a connection error naming an internal host) for the log only (issue 15, finding 5).
 */
export const PUBLIC_5XX_MESSAGES: Readonly<Record<string, string>> = {
  IMAGE_SOURCE_FAILED: 'Não foi possível ler a imagem no armazenamento. Tente novamente.',
  IMAGE_BUSY: 'Muitas imagens em processamento. Tente novamente em instantes.',
  IMAGE_TIMEOUT: 'A imagem demorou demais para carregar ou ser processada.',
};

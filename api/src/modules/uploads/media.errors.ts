import { AppError } from '../../plugins/errors';

/** Stable codes of the object storage and the image proxy (api/README.md, Images and uploads). */
export const sourceNotAllowed = (reason: string) =>
  new AppError(400, 'IMAGE_SOURCE_NOT_ALLOWED', `Image source not allowed: ${reason}`);

export const imageNotFound = () => new AppError(404, 'IMAGE_NOT_FOUND', 'Image not found');

export const imageTooLarge = (maxBytes: number) =>
  new AppError(413, 'IMAGE_TOO_LARGE', `The source image is larger than ${maxBytes} bytes`);

export const imageTooManyPixels = (maxPixels: number) =>
  new AppError(422, 'IMAGE_TOO_MANY_PIXELS', `The source image has more than ${maxPixels} pixels`);

export const imageInvalid = () =>
  new AppError(422, 'IMAGE_INVALID', 'The source is not a supported image (or it is damaged)');

export const imageSourceFailed = (status: number | string) =>
  new AppError(502, 'IMAGE_SOURCE_FAILED', `The object storage answered ${status}`);

export const imageTimeout = () =>
  new AppError(504, 'IMAGE_TIMEOUT', 'The image took too long to load or process');

export const imageBusy = () =>
  new AppError(
    503,
    'IMAGE_BUSY',
    'Too many images are being processed; try again shortly',
    undefined,
    {
      'retry-after': '2',
    },
  );

// POST /panel/uploads: pt-BR messages, shown to the person who sent the file.
const fileField = (reason: string) => [{ field: 'file', reason }];
const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export const uploadTooLarge = (maxBytes: number) => {
  const reason = `O arquivo passa do limite de ${megabytes(maxBytes)} MB.`;
  return new AppError(413, 'UPLOAD_TOO_LARGE', reason, fileField(reason));
};

export const uploadTooManyPixels = (maxPixels: number) => {
  const reason = `A imagem passa do limite de ${(maxPixels / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} megapixels.`;
  return new AppError(422, 'UPLOAD_TOO_MANY_PIXELS', reason, fileField(reason));
};

export const uploadInvalid = () => {
  const reason = 'O arquivo está danificado ou não pôde ser lido.';
  return new AppError(422, 'UPLOAD_INVALID', reason, fileField(reason));
};

export const uploadNotMultipart = () =>
  new AppError(
    415,
    'UPLOAD_NOT_MULTIPART',
    'Envie o arquivo como multipart/form-data, no campo "file".',
  );

export const uploadMalformed = () =>
  new AppError(400, 'UPLOAD_MALFORMED', 'O envio chegou incompleto ou malformado. Tente de novo.');

export const uploadBusy = () =>
  new AppError(
    503,
    'UPLOAD_BUSY',
    'Muitos arquivos sendo processados; tente de novo em instantes.',
    undefined,
    {
      'retry-after': '2',
    },
  );

export const uploadTimeout = () =>
  new AppError(504, 'UPLOAD_TIMEOUT', 'O arquivo demorou demais para ser processado.');

export const uploadStorageFailed = () =>
  new AppError(502, 'UPLOAD_STORAGE_FAILED', 'Não foi possível guardar o arquivo; tente de novo.');

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${megabytes(bytes)} MB`;

/** A company awaiting its owner's e-mail confirmation has used its small quota (media.config.ts). */
export const uploadQuotaUnconfirmed = (quota: { maxFiles: number; maxBytes: number }) => {
  const reason =
    `Até a confirmação do e-mail, a empresa pode enviar ${quota.maxFiles} arquivos ` +
    `(${sizeText(quota.maxBytes)} ao todo). Confirme o e-mail pelo link que enviamos para ` +
    'enviar mais.';
  return new AppError(403, 'UPLOAD_QUOTA_UNCONFIRMED', reason, fileField(reason));
};

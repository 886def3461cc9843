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

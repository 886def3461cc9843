// The image URL rules live in @catalogo/shared-ui/images (the shell's first paint uses them too);
// what an <img> reports back is the catalogue's own.
export * from '@catalogo/shared-ui/images';

export interface ImageSize {
  width: number;
  height: number;
  /** width / height; 0 when unknown. */
  ratio: number;
}

export const FAILED_IMAGE: ImageSize = { width: 0, height: 0, ratio: 0 };

/** The natural size of a loaded <img>, or the failed size (with a console error) on failure. */
export function imageSizeOf(image: HTMLImageElement | null, source: string): ImageSize {
  if (!image || !image.naturalWidth || !image.naturalHeight) {
    console.error(`[catalog] image failed to load: ${source}`);
    return FAILED_IMAGE;
  }
  const { naturalWidth: width, naturalHeight: height } = image;
  return { width, height, ratio: width / height };
}

import { imageSizeOf } from './image-url';

const stored = 'https://media.example.com/uploads/demo/products/1.webp';

describe('image size', () => {
  it('reports a failed image as 0 × 0 with ratio 0, with a console error', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(imageSizeOf(null, stored)).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(errors).toHaveBeenCalledWith(`[catalog] image failed to load: ${stored}`);
    errors.mockRestore();
    const loaded = { naturalWidth: 800, naturalHeight: 400 } as HTMLImageElement;
    expect(imageSizeOf(loaded, stored)).toEqual({ width: 800, height: 400, ratio: 2 });
  });
});

import { baseApi } from '@catalogo/shared-auth';

/** What the file is for: the API sizes and stores each kind apart (a document may be a PDF). */
export type UploadKind = 'logo' | 'banner' | 'image' | 'document';

/** `POST /panel/uploads` → 201 (DESIGN §8.1 Uploads). */
export interface UploadedImage {
  url: string;
  width: number | null;
  height: number | null;
  bytes: number;
  contentType: string;
}

// Through baseApi, so the upload carries the session's token (and refreshes it when expired).
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage, { file: File; kind: UploadKind }>({
      query: ({ file, kind }) => {
        const body = new FormData();
        body.append('kind', kind);
        body.append('file', file);
        return { url: '/panel/uploads', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;

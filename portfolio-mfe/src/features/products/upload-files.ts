import { useState } from 'react';
import { localProblem, uploadProblem } from '../common/image-upload-field';
import { useUploadImageMutation } from '../common/uploads-api';
import type { UploadedImage } from '../common/uploads-api';

/** Refused before sending: anything but a PDF (the API reads the bytes too). */
export function pdfProblem(file: File): string | null {
  if (file.type && file.type !== 'application/pdf') return 'Envie um arquivo PDF.';
  if (!file.type && !/\.pdf$/i.test(file.name)) return 'Envie um arquivo PDF.';
  if (file.size === 0) return 'O arquivo está vazio.';
  return null;
}

/**
 * Sends several files to `POST /panel/uploads` at once; each that arrives is handed to `onUploaded`
 * (which writes it into the form: the form outlives a tab that is left meanwhile).
 */
export function useUploadFiles(options: {
  kind: 'image' | 'document';
  onUploaded: (file: File, uploaded: UploadedImage) => void;
}) {
  const [upload] = useUploadImageMutation();
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  async function send(files: readonly File[]) {
    const found: string[] = [];
    const accepted = files.filter((file) => {
      const problem = options.kind === 'image' ? localProblem(file) : pdfProblem(file);
      if (problem) found.push(`${file.name}: ${problem}`);
      return !problem;
    });
    setProblems(found);
    setPending((n) => n + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const uploaded = await upload({ file, kind: options.kind }).unwrap();
          options.onUploaded(file, uploaded);
        } catch (error) {
          setProblems((list) => [...list, `${file.name}: ${uploadProblem(error)}`]);
        } finally {
          setPending((n) => n - 1);
        }
      }),
    );
  }

  return { send, pending, problems };
}

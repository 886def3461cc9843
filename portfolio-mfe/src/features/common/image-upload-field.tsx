import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Box, Button, CircularProgress, Stack, Typography, useLocation } from '@catalogo/shared-ui';
import { imageUrl } from '@catalogo/shared-ui/images';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';
import { toPanelError } from '@catalogo/shared-auth/panel';
import type { UploadKind } from './uploads-api';
import { useUploadImageMutation } from './uploads-api';
import { useImageContext } from './use-image-context';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];
const TYPES_TEXT = 'PNG, JPEG, WebP ou AVIF';

/** Refused before sending (the API would refuse it too, after the whole upload). */
export function localProblem(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name))
    return `Arquivos SVG não são aceitos. Envie ${TYPES_TEXT}.`;
  // An empty type (an unknown extension) goes to the API, which reads the bytes.
  if (file.type && !ACCEPTED.includes(file.type))
    return `Tipo de arquivo não aceito. Envie ${TYPES_TEXT}.`;
  if (file.size === 0) return 'O arquivo está vazio.';
  return null;
}

/** The API's reason for a refused upload, in pt-BR, or a plain one by status. */
export function uploadProblem(error: unknown): string {
  const failure = toPanelError(error);
  const reason = failure?.fields?.find((f) => f.field === 'file')?.reason;
  if (reason) return reason;
  if (failure?.code?.startsWith('UPLOAD_') && failure.message) return failure.message;
  if (failure?.status === 'FETCH_ERROR')
    return 'Não foi possível enviar a imagem. Verifique a conexão e tente novamente.';
  if (failure?.status === 403) return 'Você não tem permissão para enviar imagens.';
  if (failure?.status === 413) return 'O arquivo é grande demais.';
  return 'Não foi possível enviar a imagem. Tente novamente.';
}

export interface ImageUploadFieldProps {
  /** The form field holding the image's URL (null without one). */
  name: string;
  label: string;
  kind: UploadKind;
  /** A logo in a square, a banner wide (3:1, as the catalogue shows it). */
  shape?: 'square' | 'wide';
  helperText?: string;
}

// `ask`: what the image proxy is asked for, one of its preset widths (320, 640, 768...), at
// least twice the box for sharp screens; the height follows the image.
const SIZES = {
  square: { width: 120, height: 120, ask: { width: 320 } },
  wide: { width: 360, height: 120, ask: { width: 768 } },
} as const;

/**
 * An image of the record: choose a file → it is uploaded at once (`POST /panel/uploads`) and
 * its URL becomes the field's value → shown through the image proxy → can be removed. The
 * record keeps the new URL only when the form is saved.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { name, label, kind, shape = 'square' } = props;
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  const { field, fieldState } = useController({ name, control });
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const { pathname } = useLocation();
  // The upload's state outlives this field: when the form is left (its draft kept) or remounted
  // while a file is on its way, the field that comes back takes the finished upload.
  const [upload, result] = useUploadImageMutation({ fixedCacheKey: `upload:${pathname}#${name}` });
  const { isLoading, reset, requestId } = result;
  const uploaded = result.isSuccess ? result.data.url : null;
  const failed = result.isError ? result.error : null;
  const { onChange, onBlur } = field;
  const taken = useRef<string | undefined>(undefined);
  useEffect(() => {
    if ((!uploaded && !failed) || taken.current === requestId) return;
    // After the form has taken its values (a remounted form restores its draft in its own
    // effects, which run after this field's).
    const timer = setTimeout(() => {
      taken.current = requestId;
      if (uploaded) {
        onChange(uploaded);
        onBlur();
      } else setProblem(uploadProblem(failed));
      reset();
    }, 0);
    return () => clearTimeout(timer);
  }, [uploaded, failed, requestId, onChange, onBlur, reset]);
  const context = useImageContext();
  const labelId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const noun = label.toLowerCase();
  const url = (field.value as string | null) || null;
  const size = SIZES[shape];
  const message = problem ?? fieldState.error?.message ?? null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after an error
    if (!file) return;
    const local = localProblem(file);
    setProblem(local);
    if (local) return;
    // The outcome is taken by the effect above, by whichever field is mounted by then.
    void upload({ file, kind });
  }

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            width: { xs: shape === 'wide' ? '100%' : size.width, sm: size.width },
            maxWidth: '100%',
            aspectRatio: `${size.width} / ${size.height}`,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            position: 'relative',
          }}
        >
          {url && broken !== url ? (
            <Box
              component="img"
              src={imageUrl(url, context, { ...size.ask, quality: 80 })}
              alt={`${label} atual`}
              onError={() => setBroken(url)}
              sx={{
                width: '100%',
                height: '100%',
                objectFit: shape === 'wide' ? 'cover' : 'contain',
                bgcolor: 'background.paper',
              }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {url ? 'Não foi possível mostrar a imagem.' : 'Sem imagem'}
            </Typography>
          )}
          {isLoading && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,255,255,.7)',
              }}
            >
              <CircularProgress size={28} aria-label={`Enviando ${label.toLowerCase()}`} />
            </Box>
          )}
        </Box>
        {!readOnly && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {/* A real button opens the system's file dialog: a <label> could not take the focus. */}
            <Button
              variant="outlined"
              disabled={isLoading}
              aria-describedby={helpId}
              onClick={() => input.current?.click()}
            >
              {url ? `Trocar ${noun}` : `Enviar ${noun}`}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              tabIndex={-1}
              accept={ACCEPTED.join(',')}
              aria-label={`Arquivo: ${label}`}
              onChange={choose}
            />
            {url && (
              <Button
                color="error"
                disabled={isLoading}
                aria-label={`Remover ${noun}`}
                onClick={() => {
                  setProblem(null);
                  field.onChange(null);
                  field.onBlur();
                }}
              >
                Remover
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <Typography
        id={helpId}
        variant="caption"
        component="p"
        role={message ? 'alert' : undefined}
        color={message ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
      >
        {message ?? props.helperText ?? `${TYPES_TEXT}. A imagem é salva com o formulário.`}
      </Typography>
    </Box>
  );
}

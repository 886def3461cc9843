import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Link, Stack, Typography } from '@catalogo/shared-ui';
import { FormTextField, useFormReadOnly } from '@catalogo/shared-ui/panel';
import { FieldGrid, SectionPart } from './field-grid';
import { ListError } from './list-error';
import { MarkdownPreview } from './markdown-preview';
import type { ProductValues } from './product-schema';
import { AddRow, RemoveRow } from './row-actions';
import { useUploadFiles } from './upload-files';

const MAX_DOCUMENTS = 10;
const MAX_LINKS = 10;

/** The long text: Markdown, with Escrever / Visualizar. */
function InfoText() {
  const [view, setView] = useState<'write' | 'preview'>('write');
  const text = useWatch<ProductValues, 'infoText'>({ name: 'infoText' }) ?? '';
  const toggle = (mode: 'write' | 'preview', label: string) => (
    <Button
      aria-pressed={view === mode}
      variant={view === mode ? 'contained' : 'text'}
      size="small"
      onClick={() => setView(mode)}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, mb: 1.5 }} role="group" aria-label="Modo do texto">
        {toggle('write', 'Escrever')}
        {toggle('preview', 'Visualizar')}
      </Stack>
      {view === 'write' ? (
        <FormTextField
          name="infoText"
          label="Texto informativo"
          multiline
          minRows={8}
          fullWidth
          helperText={`Markdown: **negrito**, *itálico*, listas com "-", links [texto](https://…). ${text.length.toLocaleString('pt-BR')} de 20.000 caracteres.`}
          slotProps={{ htmlInput: { maxLength: 20_000 } }}
        />
      ) : (
        <MarkdownPreview text={text} />
      )}
    </>
  );
}

function Documents() {
  const readOnly = useFormReadOnly();
  const { control, getValues, setValue } = useFormContext<ProductValues>();
  const documents = useFieldArray({ control, name: 'documents' });
  const input = useRef<HTMLInputElement>(null);
  const uploads = useUploadFiles({
    kind: 'document',
    onUploaded: (file, uploaded) =>
      setValue(
        'documents',
        [...getValues('documents'), { url: uploaded.url, name: file.name.replace(/\.pdf$/i, '') }],
        { shouldDirty: true, shouldValidate: true },
      ),
  });
  return (
    <SectionPart title="Documentos" help="Catálogos, manuais e fichas técnicas em PDF.">
      <ListError name="documents" />
      {documents.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhum documento.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {documents.fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto auto' },
            }}
          >
            <FormTextField
              name={`documents.${index}.name`}
              label={`Nome do documento ${index + 1}`}
              required
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <Link href={field.url} target="_blank" rel="noopener noreferrer">
              Abrir PDF
            </Link>
            <RemoveRow
              label={`Remover documento ${index + 1}`}
              onClick={() => documents.remove(index)}
            />
          </Box>
        ))}
      </Box>
      {!readOnly && (
        <>
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={documents.fields.length + uploads.pending >= MAX_DOCUMENTS}
            onClick={() => input.current?.click()}
          >
            Enviar PDF
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            accept="application/pdf"
            aria-label="Arquivos PDF"
            onChange={(event) => {
              const room = MAX_DOCUMENTS - documents.fields.length - uploads.pending;
              void uploads.send([...(event.target.files ?? [])].slice(0, Math.max(0, room)));
              event.target.value = '';
            }}
          />
          {uploads.pending > 0 && (
            <Typography role="status" variant="body2" sx={{ mt: 1 }}>
              Enviando…
            </Typography>
          )}
        </>
      )}
      {uploads.problems.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {uploads.problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
    </SectionPart>
  );
}

function Links() {
  const { control } = useFormContext<ProductValues>();
  const links = useFieldArray({ control, name: 'links' });
  return (
    <SectionPart title="Links" help="Vídeos de instalação, páginas do fabricante (http ou https).">
      <ListError name="links" />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {links.fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'minmax(0, 1fr) minmax(0, 1.5fr) auto',
              },
            }}
          >
            <FormTextField
              name={`links.${index}.title`}
              label={`Título do link ${index + 1}`}
              required
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <FormTextField
              name={`links.${index}.url`}
              label={`Endereço do link ${index + 1}`}
              required
              placeholder="https://"
              slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
            />
            <RemoveRow label={`Remover link ${index + 1}`} onClick={() => links.remove(index)} />
          </Box>
        ))}
      </Box>
      <AddRow
        label="Adicionar link"
        disabled={links.fields.length >= MAX_LINKS}
        onClick={() => links.append({ title: '', url: '' })}
      />
    </SectionPart>
  );
}

/** Informações: the long text (Markdown with a preview), documents and links. */
export function InfoSection() {
  return (
    <>
      <SectionPart title="Texto informativo">
        <InfoText />
      </SectionPart>
      <FieldGrid min={300}>
        <Documents />
        <Links />
      </FieldGrid>
    </>
  );
}

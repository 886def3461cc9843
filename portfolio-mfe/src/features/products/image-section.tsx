import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Alert, Box, Button, Typography } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';
import { ListError } from './list-error';
import { SectionPart } from './field-grid';
import { SortableImage } from './sortable-image';
import type { ProductValues } from './product-schema';
import { useUploadFiles } from './upload-files';

const MAX_IMAGES = 20;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** Imagens: the gallery in its order (the first is the main picture), uploads, alt texts. */
export function ImageSection() {
  const readOnly = useFormReadOnly();
  const { control, getValues, setValue } = useFormContext<ProductValues>();
  const images = useFieldArray({ control, name: 'images' });
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const uploads = useUploadFiles({
    kind: 'image',
    // Through the form, not the field array: it still lands if the tab was left meanwhile.
    onUploaded: (_file, uploaded) =>
      setValue('images', [...getValues('images'), { url: uploaded.url, alt: '' }], {
        shouldDirty: true,
        shouldValidate: true,
      }),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = images.fields.map((field) => field.id);
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Imagem ${position(active.id)} selecionada para mover.`,
    onDragOver: ({ over: target }) =>
      target ? `Imagem sobre a posição ${position(target.id)}.` : undefined,
    onDragEnd: ({ over: target }) =>
      target ? `Imagem solta na posição ${position(target.id)}.` : 'Imagem solta.',
    onDragCancel: () => 'Movimento cancelado.',
  };

  function dropped({ active, over: target }: DragEndEvent) {
    if (!target || active.id === target.id) return;
    images.move(ids.indexOf(String(active.id)), ids.indexOf(String(target.id)));
  }
  function add(files: FileList | null | undefined) {
    const list = [...(files ?? [])];
    const room = MAX_IMAGES - images.fields.length - uploads.pending;
    void uploads.send(list.slice(0, Math.max(0, room)));
  }
  const dropProps = readOnly
    ? {}
    : {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          add(event.dataTransfer.files);
        },
      };

  return (
    <SectionPart
      title="Galeria"
      help="A primeira imagem é a principal. Arraste para reordenar ou use Espaço e as setas na alça."
    >
      {!readOnly && (
        <Box
          {...dropProps}
          data-testid="image-drop"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: over ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 2,
            mb: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            disabled={images.fields.length >= MAX_IMAGES}
          >
            Enviar imagens
          </Button>
          <Typography variant="body2" color="text.secondary">
            ou solte aqui vários arquivos (PNG, JPEG, WebP ou AVIF; até {MAX_IMAGES} imagens).
          </Typography>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            accept={ACCEPT}
            aria-label="Arquivos de imagem"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
          {uploads.pending > 0 && (
            <Typography role="status" variant="body2">
              Enviando {uploads.pending === 1 ? '1 imagem' : `${uploads.pending} imagens`}…
            </Typography>
          )}
        </Box>
      )}
      <ListError name="images" />
      {uploads.problems.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {uploads.problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {images.fields.length === 0 ? (
        <Typography color="text.secondary">Nenhuma imagem.</Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'Para mover a imagem, pressione Espaço, use as setas e pressione Espaço de novo para soltar; Esc cancela.',
            },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <Box
              component="ol"
              aria-label="Imagens do produto"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
              }}
            >
              {images.fields.map((field, index) => (
                <SortableImage
                  key={field.id}
                  id={field.id}
                  index={index}
                  count={images.fields.length}
                  url={field.url}
                  disabled={readOnly}
                  onMove={(to) => images.move(index, to)}
                  onRemove={() => images.remove(index)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </SectionPart>
  );
}

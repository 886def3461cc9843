import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, Stack, Typography } from '@catalogo/shared-ui';
import { imageUrl } from '@catalogo/shared-ui/images';
import { FormTextField } from '@catalogo/shared-ui/panel';
import { useImageContext } from '../common/use-image-context';

export interface SortableImageProps {
  id: string;
  index: number;
  count: number;
  url: string;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One picture of the gallery: its handle (drag or keyboard), alt text and its own buttons. */
export function SortableImage(props: SortableImageProps) {
  const { id, index, count, url, disabled } = props;
  const context = useImageContext();
  const [broken, setBroken] = useState(false);
  const sortable = useSortable({ id, disabled });
  const number = index + 1;
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      data-sortable-index={index}
      aria-label={index === 0 ? `Imagem ${number} (principal)` : `Imagem ${number}`}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        border: 1,
        borderColor: index === 0 ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 4 : undefined,
        minWidth: 0,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="caption" sx={{ fontWeight: index === 0 ? 700 : 400 }}>
          {index === 0 ? 'Principal' : `${number}ª`}
        </Typography>
        {!disabled && (
          <Button
            size="small"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`Mover imagem ${number}`}
            sx={{ cursor: 'grab', touchAction: 'none', minWidth: 0 }}
          >
            ⠿ Mover
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          aspectRatio: '1 / 1',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
          mb: 1,
        }}
      >
        {broken ? (
          <Typography variant="body2" color="text.secondary">
            Não foi possível mostrar a imagem.
          </Typography>
        ) : (
          <Box
            component="img"
            src={imageUrl(url, context, { width: 320, quality: 80 })}
            alt=""
            onError={() => setBroken(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      <FormTextField
        name={`images.${index}.alt`}
        label={`Texto alternativo da imagem ${number}`}
        size="small"
        fullWidth
        helperText="Descreva a imagem para quem não a vê."
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {!disabled && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {index > 0 && (
            <Button size="small" onClick={() => props.onMove(0)}>
              Tornar principal
            </Button>
          )}
          {index > 0 && (
            <Button
              size="small"
              aria-label={`Mover imagem ${number} para antes`}
              onClick={() => props.onMove(index - 1)}
            >
              ←
            </Button>
          )}
          {index < count - 1 && (
            <Button
              size="small"
              aria-label={`Mover imagem ${number} para depois`}
              onClick={() => props.onMove(index + 1)}
            >
              →
            </Button>
          )}
          <Button
            size="small"
            color="error"
            aria-label={`Remover imagem ${number}`}
            onClick={props.onRemove}
          >
            Remover
          </Button>
        </Stack>
      )}
    </Box>
  );
}

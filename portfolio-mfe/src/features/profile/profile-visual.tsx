import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Typography } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';
import { ImageUploadField } from '../common/image-upload-field';
import { CatalogBarPreview } from './catalog-bar-preview';
import { ColorField } from './color-field';
import { MIN_CONTRAST, contrastRatio, formatRatio, readableBackground } from './contrast';

/** The two colours' contrast as they are typed, with a way to a readable brand colour. */
function ContrastNote({ background, text }: { background: string; text: string }) {
  const { setValue } = useFormContext();
  const readOnly = useFormReadOnly();
  const ratio = contrastRatio(background, text);
  if (ratio === null)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        Informe as duas cores no formato #RRGGBB para ver o contraste.
      </Typography>
    );
  if (ratio >= MIN_CONTRAST)
    return (
      <Alert severity="success" role="status">
        Contraste {formatRatio(ratio)}: o texto fica legível (mínimo 4,5:1).
      </Alert>
    );
  const fixed = readableBackground(background, text);
  return (
    <Alert severity="warning" role="status">
      Contraste insuficiente ({formatRatio(ratio)}): o texto fica difícil de ler sobre esta cor. O
      mínimo é 4,5:1.
      {!readOnly && fixed && (
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() =>
              setValue('layout.colorSeccondary', fixed, {
                shouldDirty: true,
                shouldTouch: true,
                shouldValidate: true,
              })
            }
          >
            Ajustar a cor
          </Button>
          <span>troca a cor da marca por {fixed}, no mesmo tom.</span>
        </Box>
      )}
    </Alert>
  );
}

/** The contrast is reported on the text colour: a new brand colour re-checks it at once. */
function useContrastRecheck(background: string) {
  const { trigger, getFieldState } = useFormContext();
  useEffect(() => {
    const field = 'layout.colorSeccondaryContrast';
    if (getFieldState(field).invalid || getFieldState(field).isTouched) void trigger(field);
  }, [background, trigger, getFieldState]);
}

/** Logo, banner and the catalogue's colours, with the bar they make, live. */
export function ProfileVisual() {
  const [name, logo, background, text] = useWatch({
    name: [
      'commercialName',
      'layout.logo',
      'layout.colorSeccondary',
      'layout.colorSeccondaryContrast',
    ],
  }) as [string, string | null, string, string];
  useContrastRecheck(background);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' },
        }}
      >
        <ImageUploadField
          name="layout.logo"
          label="Logo"
          kind="logo"
          helperText="PNG, JPEG, WebP ou AVIF, de preferência com fundo transparente."
        />
        <ImageUploadField
          name="layout.banner"
          label="Banner"
          kind="banner"
          shape="wide"
          helperText="Imagem larga (3:1), por exemplo 1536 × 512 pixels."
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ColorField
          name="layout.colorSeccondary"
          label="Cor da marca"
          helperText="Fundo da barra e dos botões do catálogo."
        />
        <ColorField
          name="layout.colorSeccondaryContrast"
          label="Cor do texto sobre a cor da marca"
          helperText="Em geral branco (#ffffff) ou preto (#000000)."
        />
      </Box>
      <ContrastNote background={background ?? ''} text={text ?? ''} />
      <CatalogBarPreview
        name={name ?? ''}
        logo={logo}
        background={background ?? ''}
        text={text ?? ''}
      />
    </Box>
  );
}

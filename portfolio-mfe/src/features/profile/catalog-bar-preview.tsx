import {
  Box,
  StorefrontIcon,
  TenantButton,
  TenantColorsProvider,
  Typography,
} from '@catalogo/shared-ui';
import { imageUrl } from '@catalogo/shared-ui/images';
import { useImageContext } from '../common/use-image-context';
import { HEX_COLOR } from './contrast';

export interface CatalogBarPreviewProps {
  name: string;
  logo: string | null;
  background: string;
  text: string;
}

/**
 * The catalogue's top bar as the chosen colours, logo and name would draw it: the shell's
 * catalogue layout (icon or logo, the name in bold, "Área da empresa"), at its sizes. Only a
 * picture: nothing in it can be focused or clicked.
 */
export function CatalogBarPreview({ name, logo, background, text }: CatalogBarPreviewProps) {
  const context = useImageContext();
  // While a colour is being typed, the last complete one would be a guess: show neutral ones.
  const bg = HEX_COLOR.test(background) ? background : '#ffffff';
  const fg = HEX_COLOR.test(text) ? text : 'rgba(0,0,0,.87)';
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        Prévia da barra do catálogo
      </Typography>
      <Box
        data-testid="catalog-bar-preview"
        sx={{
          bgcolor: bg,
          color: fg,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
        }}
      >
        {logo ? (
          <Box
            component="img"
            src={imageUrl(logo, context, { width: 320, quality: 80 })}
            alt=""
            sx={{ height: 40, maxWidth: 120, objectFit: 'contain', flexShrink: 0 }}
          />
        ) : (
          <StorefrontIcon aria-hidden sx={{ color: 'inherit' }} />
        )}
        <Typography
          component="span"
          variant="h6"
          noWrap
          sx={{ display: 'block', flexGrow: 1, minWidth: 0, fontWeight: 700 }}
        >
          {name.trim() || 'Nome fantasia'}
        </Typography>
        <Box
          component="span"
          aria-hidden
          sx={{
            flexShrink: 0,
            whiteSpace: 'nowrap',
            border: '1px solid currentColor',
            borderRadius: 2,
            px: '9px',
            py: '3px',
            fontSize: '0.8125rem',
            lineHeight: 1.75,
            fontWeight: 600,
          }}
        >
          Área da empresa
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          Botões do catálogo:
        </Typography>
        {/* The catalogue's own button, in these colours (it darkens a colour too light for its
            text, as the catalogue would). */}
        <TenantColorsProvider colors={{ colorSeccondary: bg, colorSeccondaryContrast: fg }}>
          <TenantButton type="button" tabIndex={-1} aria-hidden sx={{ pointerEvents: 'none' }}>
            Enviar pedido
          </TenantButton>
        </TenantColorsProvider>
      </Box>
    </Box>
  );
}

import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { darken, getContrastRatio } from '@mui/material/styles';

export interface TenantColors {
  colorSeccondary?: string | null;
  colorSeccondaryContrast?: string | null;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

/**
 * The tenant's background, darkened step by step (same hue) until its text colour reaches AA
 * contrast: a brand colour that is too light for its text must still be readable.
 */
export function readableBackground(background: string, text: string): string {
  let color = background;
  for (let step = 0; step < 12 && getContrastRatio(color, text) < MIN_CONTRAST; step++) {
    color = darken(background, (step + 1) * 0.06);
  }
  return color;
}
const TenantColorsContext = createContext<TenantColors | null>(null);

/** Provided by the app with the tenant's companyLayout. */
export function TenantColorsProvider(props: { colors: TenantColors | null; children: ReactNode }) {
  return (
    <TenantColorsContext.Provider value={props.colors}>
      {props.children}
    </TenantColorsContext.Provider>
  );
}

export function useTenantColors(): TenantColors | null {
  return useContext(TenantColorsContext);
}

export interface TenantButtonProps extends Omit<ButtonProps, 'loading'> {
  /** Shows a spinner in place of the start icon, hides the end icon and blocks clicks. */
  pending?: boolean;
}

/**
 * A button in the tenant's colours (companyLayout.colorSeccondary on colorSeccondaryContrast);
 * without a valid tenant colour it falls back to the theme's primary colour.
 */
export function TenantButton({
  pending = false,
  disabled,
  startIcon,
  endIcon,
  sx,
  ...rest
}: TenantButtonProps) {
  const colors = useTenantColors();
  const background =
    colors?.colorSeccondary && HEX.test(colors.colorSeccondary) ? colors.colorSeccondary : null;
  const contrast =
    colors?.colorSeccondaryContrast && HEX.test(colors.colorSeccondaryContrast)
      ? colors.colorSeccondaryContrast
      : '#ffffff';
  const readable = background ? readableBackground(background, contrast) : null;
  const tenantSx = readable
    ? {
        bgcolor: readable,
        color: contrast,
        '&:hover': { bgcolor: readable, filter: 'brightness(0.92)' },
      }
    : {};
  return (
    <Button
      variant="contained"
      {...rest}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      startIcon={
        pending ? <CircularProgress size={16} color="inherit" aria-label="Carregando" /> : startIcon
      }
      endIcon={pending ? undefined : endIcon}
      sx={[tenantSx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

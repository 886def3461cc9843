import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface TenantColors {
  colorSeccondary?: string | null;
  colorSeccondaryContrast?: string | null;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
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
  const tenantSx = background
    ? {
        bgcolor: background,
        color: contrast,
        '&:hover': { bgcolor: background, filter: 'brightness(0.92)' },
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

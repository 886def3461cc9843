import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/ui-provider';
import { getContrastRatio } from '@mui/material/styles';
import { readableBackground, TenantButton } from './tenant-button';

const Arrow = () => <span data-testid="end-icon">→</span>;

describe('TenantButton', () => {
  it("uses the tenant's layout colours", () => {
    render(
      <UiProvider tenantColors={{ colorSeccondary: '#1d4e89', colorSeccondaryContrast: '#ffffff' }}>
        <TenantButton>Enviar</TenantButton>
      </UiProvider>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(29, 78, 137)');
    expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  });

  it('darkens a brand colour too light for its text until it reaches AA contrast (4.5:1)', () => {
    render(
      <UiProvider tenantColors={{ colorSeccondary: '#e85d04', colorSeccondaryContrast: '#ffffff' }}>
        <TenantButton>Enviar</TenantButton>
      </UiProvider>,
    );
    const background = getComputedStyle(
      screen.getByRole('button', { name: 'Enviar' }),
    ).backgroundColor;
    expect(background).toBe('rgb(190, 76, 3)');
    expect(getContrastRatio(background, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableBackground('#1d4e89', '#ffffff')).toBe('#1d4e89');
  });

  it('ignores colours that are not hex values and keeps the theme colour', () => {
    render(
      <UiProvider tenantColors={{ colorSeccondary: 'red;background:url(x)' }}>
        <TenantButton>Enviar</TenantButton>
      </UiProvider>,
    );
    // The theme's own contained-button colour (a CSS variable), not the injected value.
    expect(getComputedStyle(screen.getByRole('button')).backgroundColor).toBe(
      'var(--variant-containedBg)',
    );
  });

  it('shows a spinner, hides the right icon and blocks clicks while pending', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <UiProvider>
        <TenantButton endIcon={<Arrow />} onClick={onClick}>
          Enviar
        </TenantButton>
      </UiProvider>,
    );
    expect(screen.getByTestId('end-icon')).toBeInTheDocument();
    rerender(
      <UiProvider>
        <TenantButton pending endIcon={<Arrow />} onClick={onClick}>
          Enviar
        </TenantButton>
      </UiProvider>,
    );
    expect(screen.queryByTestId('end-icon')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Enviar/ });
    expect(button).toBeDisabled();
    await userEvent.click(button).catch(() => undefined);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    render(
      <UiProvider>
        <TenantButton disabled>Enviar</TenantButton>
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/ui-provider';
import { TenantButton } from './tenant-button';

const Arrow = () => <span data-testid="end-icon">→</span>;

describe('TenantButton', () => {
  it("uses the tenant's layout colours", () => {
    render(
      <UiProvider tenantColors={{ colorSeccondary: '#e85d04', colorSeccondaryContrast: '#ffffff' }}>
        <TenantButton>Enviar</TenantButton>
      </UiProvider>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(232, 93, 4)');
    expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  });

  it('ignores colours that are not hex values', () => {
    render(
      <UiProvider tenantColors={{ colorSeccondary: 'red;background:url(x)' }}>
        <TenantButton>Enviar</TenantButton>
      </UiProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button')).backgroundColor).not.toContain('url');
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

import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { notify } from './notifications';

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads no snackbar code while there is nothing to show', () => {
    render(<UiProvider>conteúdo</UiProvider>);
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
  });

  it('shows a message at the bottom right and hides it after 3000 ms', async () => {
    render(<UiProvider>conteúdo</UiProvider>);
    act(() => {
      notify('Pedido enviado', { severity: 'success' });
    });
    const alert = await screen.findByText('Pedido enviado');
    expect(alert).toBeVisible();
    const snackbar = alert.closest('.MuiSnackbar-root');
    expect(snackbar?.className).toContain('MuiSnackbar-anchorOriginBottomRight');
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.queryByText('Pedido enviado')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(screen.queryByText('Pedido enviado')).not.toBeInTheDocument();
  });
});

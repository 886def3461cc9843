import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '../theme/ui-provider';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('shows the image, heading and text, logs the message, and goes back one step', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/', '/nada']} initialIndex={1}>
          <Routes>
            <Route path="/" element={<p>Início</p>} />
            <Route path="*" element={<NotFoundScreen logMessage="Page not found: /nada" />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('A página não foi encontrada ou não existe.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Page not found: /nada');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Início')).toBeInTheDocument();
    errors.mockRestore();
  });
});

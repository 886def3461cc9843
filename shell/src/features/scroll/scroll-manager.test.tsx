import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from '@catalogo/shared-ui';
import { ScrollManager } from './scroll-manager';

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>{`ir para ${to}`}</button>;
}

/** An anchor that appears later, as in a remote that is still loading. */
function LateAnchor({ id, afterMs }: { id: string; afterMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return shown ? <h2 id={id}>Seção</h2> : null;
}

function renderAt(path: string, page: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollManager />
      {page}
    </MemoryRouter>,
  );
}

let scrollTo: jest.Mock;
let scrollIntoView: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // jsdom does not implement scrollIntoView.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('ScrollManager', () => {
  it('scrolls to the top when the path changes', async () => {
    renderAt('/panel', <GoTo to="/panel/orders" />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'ir para /panel/orders' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('does not scroll when the location stays the same', async () => {
    const { rerender } = renderAt('/panel', null);
    rerender(
      <MemoryRouter initialEntries={['/panel']}>
        <ScrollManager />
        <p>outro conteúdo</p>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('scrolls the anchor into view on a hash change, not to the top', async () => {
    renderAt(
      '/product/42',
      <>
        <GoTo to="/product/42#avaliacoes" />
        <section id="avaliacoes">Avaliações</section>
        <section id="outra">Outra</section>
      </>,
    );
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'ir para /product/42#avaliacoes' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('avaliacoes'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for an anchor that appears after the page loads, and decodes its id', async () => {
    renderAt('/panel/portifolio#se%C3%A7%C3%A3o', <LateAnchor id="seção" afterMs={200} />);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('seção'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('gives up quietly when the anchor never appears', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/panel#nada', null);
      await jest.advanceTimersByTimeAsync(5_000);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { Icon } from './icon';

// No host is configured in component tests (configureIcons is shared-auth's start): every load
// fails without a request, which is the failure path of spec §8.
it('keeps a box of the icon’s size when the icon cannot be loaded, and warns', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  render(
    <p>
      <Icon icon="catalogo-icon:quote" size={20} label="Orçamento" />
      <Icon icon="mdi:home" />
    </p>,
  );
  const named = screen.getByRole('img', { name: 'Orçamento' });
  // The size is there from the first render: nothing moves when the SVG comes or does not.
  expect(named).toHaveStyle({ width: '20px', height: '20px', display: 'inline-flex' });
  await waitFor(() => expect(named).toHaveAttribute('data-icon-state', 'failed'));
  expect(named).toHaveStyle({ width: '20px', height: '20px' });
  expect(named.querySelector('svg')).toBeNull();
  const decorative = document.querySelector('[data-icon="mdi:home"]')!;
  expect(decorative).toHaveAttribute('aria-hidden', 'true');
  expect(decorative).toHaveStyle({ width: '24px', height: '24px' });
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('"catalogo-icon:quote" could not be loaded'),
  );
  expect(fetchSpy).not.toHaveBeenCalled();
  warn.mockRestore();
});

import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { currentLocation, renderCatalog } from '../../test/render';
import { searchResult, sentQuery } from './search-fixtures';

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.url.pathname === `/catalog-public/${path}`);

function mockVehicles(models: unknown) {
  return mockApi({
    'GET /catalog-public/products': { body: searchResult() },
    'GET /catalog-public/vehicles/factories': {
      body: [
        { id: 'f1', name: 'Volkswagen' },
        { id: 'f2', name: 'Fiat' },
      ],
    },
    'GET /catalog-public/vehicles/models': { body: models },
    'GET /catalog-public/vehicles/years': { body: [2021, 2020, 2019] },
    'GET /catalog-public/promotions': { body: [] },
    'GET /catalog-public/offers': { body: [] },
  });
}

describe('vehicle selector', () => {
  it('loads the models after a factory, the years after a model, and filters the search', async () => {
    const { requests } = mockVehicles([{ model: 'Gol' }, { model: 'Polo' }]);
    const { user } = renderCatalog('/?q=pastilha');
    const factory = await screen.findByLabelText('Montadora');
    const model = screen.getByLabelText('Modelo');
    const year = screen.getByLabelText('Ano');
    await screen.findByRole('option', { name: 'Volkswagen' });
    expect(model).toBeDisabled();
    expect(year).toBeDisabled();
    expect(calls(requests, 'vehicles/models')).toHaveLength(0);

    await user.selectOptions(factory, 'Volkswagen');
    expect(currentLocation()).toBe('/?q=pastilha&factory=f1');
    await screen.findByRole('option', { name: 'Gol' });
    expect(sentQuery(calls(requests, 'vehicles/models')[0]!.url)).toBe('factory=f1');
    expect(model).toBeEnabled();
    expect(year).toBeDisabled();

    await user.selectOptions(model, 'Polo');
    await screen.findByRole('option', { name: '2020' });
    expect(sentQuery(calls(requests, 'vehicles/years')[0]!.url)).toBe('factory=f1&model=Polo');
    expect(year).toBeEnabled();

    await user.selectOptions(year, '2020');
    expect(currentLocation()).toBe('/?q=pastilha&factory=f1&vehicle=Polo&year=2020');
    await waitFor(() =>
      expect(sentQuery(calls(requests, 'products').at(-1)!.url)).toBe(
        'q=pastilha&factory=f1&vehicle=Polo&year=2020',
      ),
    );

    // Another factory clears the model and year chosen for the previous one.
    await user.selectOptions(factory, 'Fiat');
    expect(currentLocation()).toBe('/?q=pastilha&factory=f2');
    expect(year).toBeDisabled();
  });

  it('accepts models as plain names and restores the choice from the URL', async () => {
    mockVehicles(['Uno', 'Palio']);
    renderCatalog('/?factory=f2&vehicle=Uno&year=2019');
    await screen.findByRole('option', { name: '2019' });
    expect(screen.getByLabelText('Montadora')).toHaveValue('f2');
    expect(screen.getByLabelText('Modelo')).toHaveValue('Uno');
    expect(screen.getByLabelText('Ano')).toHaveValue('2019');
    expect(screen.getByRole('option', { name: 'Palio' })).toBeInTheDocument();
  });
});

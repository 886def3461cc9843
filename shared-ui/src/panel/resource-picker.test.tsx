import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import { expectHighlightKeptOnRender } from '../testing';
import { ResourcePicker } from './resource-picker';
import { preloadPanel, renderPanel } from './test-utils';

const RESOURCE = '/panel/portifolio/categories';
const categories = [
  { id: 'c1', version: 1, name: 'Freios' },
  { id: 'c2', version: 1, name: 'Filtros' },
];

beforeAll(preloadPanel, 60_000);

describe('ResourcePicker', () => {
  it('keeps the option highlighted by the keyboard when the picker renders again', async () => {
    mockApi({
      [`GET ${RESOURCE}`]: { body: { items: categories, total: 2, page: 1, pageSize: 20 } },
    });
    const onChange = jest.fn();
    let renderAgain = () => undefined as void;
    function Parent() {
      const [, setCount] = useState(0);
      renderAgain = () => setCount((n) => n + 1);
      return (
        <ResourcePicker resource={RESOURCE} label="Categoria" value={null} onChange={onChange} />
      );
    }
    const { user } = renderPanel(<Parent />);
    const box = await screen.findByRole('combobox', { name: 'Categoria' });
    await user.click(box);
    await within(await screen.findByRole('listbox')).findByText('Freios');
    await expectHighlightKeptOnRender(user, box, renderAgain);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('c1', categories[0]);
  });
});

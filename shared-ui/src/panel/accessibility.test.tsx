import { fireEvent, screen, waitFor } from '@testing-library/react';
// axe-core comes with the workspace's browser journeys (@axe-core/playwright); here it checks
// what jsdom can: names, roles, labels, ARIA (colour contrast needs a real browser).
import axe from 'axe-core';
import { z } from 'zod';
import { mockApi } from '@catalogo/shared-auth/testing';
import { Stack } from '../mui';
import { FormAutocomplete } from './form/form-autocomplete';
import { FormSelect, FormSwitch, FormTextField } from './form/form-fields';
import { FormPage } from './form/form-page';
import { ImportDialog } from './import/import-dialog';
import { ListPage } from './list/list-page';
import { renderPanel, preloadPanel } from './test-utils';

async function seriousViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const RESOURCE = '/panel/portifolio/groups';
const group = {
  id: 'g1',
  version: 2,
  code: 'FRE',
  name: 'Freios',
  active: true,
  category: 'c1',
  kind: 'own',
};

beforeAll(preloadPanel, 60_000);
describe('panel screens for keyboards and screen readers', () => {
  it('the list has no serious axe violations', async () => {
    mockApi({
      [`GET ${RESOURCE}`]: { body: { items: [group], total: 1, page: 1, pageSize: 25 } },
    });
    renderPanel(
      <ListPage
        title="Grupos"
        resource={RESOURCE}
        writePermission="portfolio:write"
        columns={[
          { field: 'code', headerName: 'Código' },
          { field: 'name', headerName: 'Nome', flex: 1 },
        ]}
        filters={[
          { type: 'boolean', name: 'active', label: 'Ativo' },
          {
            type: 'resource',
            name: 'category',
            label: 'Categoria',
            resource: '/panel/portifolio/categories',
          },
        ]}
      />,
      { route: '/panel/portifolio/category-system/group' },
    );
    // the grid's first drawing takes seconds on a busy machine
    await screen.findByText('Freios', undefined, { timeout: 15_000 });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the list has no serious axe violations while its rows load', async () => {
    // The first page answers; the second is held, so the grid shows its loading state over
    // the first page's rows, as a user paging a slow list sees it.
    let release: () => void = () => undefined;
    mockApi({
      [`GET ${RESOURCE}`]: (request) =>
        request.url.searchParams.get('page') === '2'
          ? new Promise((resolve) => {
              release = () => resolve({ body: { items: [], total: 30, page: 2, pageSize: 25 } });
            })
          : { body: { items: [group], total: 30, page: 1, pageSize: 25 } },
    });
    renderPanel(
      <ListPage
        title="Grupos"
        resource={RESOURCE}
        writePermission="portfolio:write"
        columns={[{ field: 'code', headerName: 'Código' }]}
      />,
      { route: '/panel/portifolio/category-system/group' },
    );
    await screen.findByText('FRE', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    // said to screen readers while the bar is drawn
    const said = await screen.findByText('Carregando…');
    expect(said).toHaveAttribute('role', 'status');
    expect(await seriousViolations()).toEqual([]);
    release();
    await waitFor(() => expect(said).toBeEmptyDOMElement());
  });

  it('the form has no serious axe violations', async () => {
    mockApi({ [`GET ${RESOURCE}/g1`]: { body: group } });
    const schema = z.object({
      code: z.string(),
      name: z.string(),
      active: z.boolean(),
      category: z.string().nullable(),
      kind: z.string(),
    });
    renderPanel(
      <FormPage
        title="Grupo"
        id="g1"
        resource={RESOURCE}
        schema={schema}
        defaultValues={{ code: '', name: '', active: true, category: null, kind: 'own' }}
        writePermission="portfolio:write"
        listPath="/panel/portifolio/category-system/group"
      >
        {() => (
          <Stack spacing={2}>
            <FormTextField name="code" label="Código" />
            <FormTextField name="name" label="Nome" />
            <FormSelect name="kind" label="Tipo" options={[{ value: 'own', label: 'Próprio' }]} />
            <FormAutocomplete
              name="category"
              label="Categoria"
              resource="/panel/portifolio/categories"
            />
            <FormSwitch name="active" label="Ativo" />
          </Stack>
        )}
      </FormPage>,
    );
    expect(await screen.findByLabelText('Nome')).toHaveValue('Freios');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the import dialog has no serious axe violations', async () => {
    mockApi({});
    renderPanel(<ImportDialog open onClose={() => undefined} resource={RESOURCE} />);
    await screen.findByRole('button', { name: 'Escolher arquivo' });
    expect(await seriousViolations()).toEqual([]);
  });
});

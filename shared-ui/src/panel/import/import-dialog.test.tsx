import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { renderPanel, preloadPanel } from '../test-utils';
import { ImportDialog } from './import-dialog';

const RESOURCE = '/panel/portifolio/brands';
const IMPORT = `POST ${RESOURCE}/import`;
const csv = (text: string, name = 'marcas.csv') => new File([text], name, { type: 'text/csv' });
const GOOD = 'Código;Nome;Ativo\nB1;Bosch;Sim\nN2;NGK;Não\n';

function open(onClose = jest.fn()) {
  const rendered = renderPanel(<ImportDialog open onClose={onClose} resource={RESOURCE} />);
  return { ...rendered, onClose };
}

async function choose(user: ReturnType<typeof open>['user'], file: File) {
  await screen.findByRole('dialog', { name: 'Importar planilha (CSV)' });
  await user.upload(screen.getByLabelText('Arquivo CSV'), file);
}

const dryRuns = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.searchParams.get('dryRun') === 'true');

beforeAll(preloadPanel, 60_000);
describe('ImportDialog', () => {
  it('lists the errors of the dry run and does not offer to import', async () => {
    const { requests } = mockApi({
      [IMPORT]: {
        body: {
          created: 1,
          updated: 0,
          unchanged: 0,
          errors: [
            { line: 3, column: 'Nome', message: 'Informe o nome.' },
            { line: 4, column: null, message: 'Linha com colunas a mais.' },
          ],
        },
      },
    });
    const { user } = open();
    await choose(user, csv(GOOD));

    expect(await screen.findByText('2 erros encontrados', { exact: false })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Erros do arquivo' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LinhaColunaMensagem',
      '3NomeInforme o nome.',
      '4—Linha com colunas a mais.',
    ]);
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(screen.getByText('marcas.csv')).toBeInTheDocument();
    expect(screen.getByText(/2 linhas\. Colunas: Código, Nome, Ativo\./)).toBeInTheDocument();

    // the raw file went to the dry run, as CSV, with the token
    expect(requests).toHaveLength(1);
    expect(dryRuns(requests)).toHaveLength(1);
    expect(requests[0]?.body).toBe(GOOD);
    expect(requests[0]?.headers.get('content-type')).toBe('text/csv');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('imports after a clean dry run, then closes and reports', async () => {
    const report = { created: 2, updated: 1, unchanged: 4, errors: [] };
    const { requests } = mockApi({ [IMPORT]: { body: report } });
    const { user, onClose } = open();
    await choose(user, csv(GOOD));

    expect(
      await screen.findByText(/nenhum erro: 2 novos, 1 alterado, 4 sem alteração\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.map((r) => r.url.searchParams.get('dryRun'))).toEqual(['true', 'false']);
    expect(requests[1]?.body).toBe(GOOD);
    expect(
      await screen.findByText('Importação concluída: 2 novos, 1 alterado, 4 sem alteração.'),
    ).toBeInTheDocument();
  });

  it('shows the report of an import refused at the last step (422)', async () => {
    const clean = { created: 1, updated: 0, unchanged: 0, errors: [] };
    const refused = {
      ...clean,
      errors: [{ line: 2, column: 'Código', message: 'Código repetido.' }],
    };
    mockApi({ [IMPORT]: [{ body: clean }, { status: 422, body: refused }] });
    const { user, onClose } = open();
    await choose(user, csv(GOOD));
    await screen.findByText(/nenhum erro: 1 novo/);
    await user.click(screen.getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('Código repetido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [csv('', 'vazio.csv'), 'O arquivo está vazio.'],
    [csv('Código;Nome\n'), 'O arquivo só tem o cabeçalho: não há linhas para importar.'],
    [
      new File(['%PDF-1.7'], 'tabela.pdf', { type: 'application/pdf' }),
      'Escolha um arquivo .csv (planilha salva como CSV).',
    ],
  ])('refuses %p before sending it', async (file, message) => {
    const { fetchMock } = mockApi({});
    const { user } = open();
    await choose(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
  });
});

// Journeys of the products in the panel (issue 10): a product made through its sections, published
// and found by the public catalogue; two tabs editing it; discontinued with a replacement; bulk
// publishing from the list; a product CSV with a bad EAN. The demo owner signs in.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInAsDemoOwner, unique } from './support/panel';
import { tenantUrl } from './support/urls';

const PICTURE = path.join(__dirname, 'fixtures', 'logo.png');
const productList = tenantUrl('demo', '/panel/portifolio/product');
const signIn = (page: Page, to = productList) => signInAsDemoOwner(page, to);

/** Types into a picker (MUI Autocomplete) and takes the first option that contains `text`. */
async function pick(scope: Page | Locator, label: string | RegExp, text: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('option', { name: new RegExp(text, 'i') })
    .first()
    .click();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar' });

async function saved(page: Page) {
  await save(page).click();
  await expect(page.getByText(/Alterações salvas\.|Registro criado\./).last()).toBeVisible();
}

/** A draft with its main section only, made through the form; answers its URL. */
async function createDraft(page: Page, code: string) {
  await page.goto(tenantUrl('demo', '/panel/portifolio/product/form'));
  await page.getByRole('textbox', { name: /^Código/ }).fill(code);
  await pick(page, /^Marca/, 'KL PEÇAS');
  await pick(page, /^Descrição/, 'PASTILHA DE FREIO');
  await saved(page);
  await expect(page).toHaveURL(/\/product\/form\/[0-9a-f-]{36}$/);
  return page.url();
}

test('a product made through its sections is published and found by the public catalogue', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const code = `E2E-${unique()}`;
  const oe = `OE${unique()}`;
  await createDraft(page, code);

  // The review lists what blocks publishing.
  await tab(page, 'Revisão').click();
  const blockers = page.getByRole('list', { name: 'Pendências para publicar' });
  await expect(blockers).toContainText(/imagem/i);
  await expect(blockers).toContainText(/unidade de venda/i);

  await tab(page, 'Imagens').click();
  await page.getByLabel('Arquivos de imagem').setInputFiles(PICTURE);
  await expect(page.getByRole('listitem', { name: /Imagem 1 \(principal\)/ })).toBeVisible();

  await tab(page, 'Referências').click();
  await page.getByRole('button', { name: 'Adicionar referência original' }).click();
  await pick(page, 'Montadora da referência 1', 'VOLKSWAGEN');
  await page.getByRole('textbox', { name: 'Código original 1' }).fill(oe);
  const adder = page.getByRole('group', { name: 'Nova aplicação' });
  // Montadora → Modelo → Versão; the years start as the version's whole range.
  await expect(adder.getByRole('combobox', { name: 'Versão' })).toBeDisabled();
  await pick(adder, 'Montadora', 'VOLKSWAGEN');
  await pick(adder, 'Modelo', 'GOL');
  await adder.getByRole('combobox', { name: 'Versão' }).click();
  await page.getByRole('option').first().click();
  await expect(adder.getByRole('textbox', { name: 'Ano inicial' })).toHaveValue(/^\d{4}$/);
  await adder.getByRole('button', { name: 'Adicionar aplicação' }).click();
  await expect(page.getByRole('table', { name: 'Aplicações do produto' })).toContainText('GOL');

  await tab(page, 'Embalagem').click();
  await page.getByLabel('Unidade de venda').selectOption('UN');
  await page.getByRole('textbox', { name: 'EAN/GTIN' }).fill('7891234567895');

  await tab(page, 'Fiscal').click();
  await page.getByRole('textbox', { name: /^NCM/ }).fill('87083090');
  await page.getByLabel('Origem da mercadoria').selectOption('0');
  await saved(page);

  await tab(page, 'Revisão').click();
  await expect(page.getByRole('list', { name: 'Pendências para publicar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publicar' }).click();
  // The status goes with the form's one save (a 401 on the way is refreshed and sent again).
  await expect(page.getByText('Alterações salvas.').last()).toBeVisible();
  await expect(page.getByText(/ao salvar:/)).toHaveCount(0);

  // The public catalogue finds it by its code, its OE reference and its vehicle.
  const visitor = await page.context().browser()!.newPage();
  for (const q of [code, oe]) {
    await expect(async () => {
      await visitor.goto(tenantUrl('demo', `/?q=${encodeURIComponent(q)}`));
      await expect(visitor.getByRole('link', { name: new RegExp(code) }).first()).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 15_000 });
  }
  // By its vehicle: the maker and model it was applied to keep it in the results. The picker
  // is used once the server-rendered page is live (a choice made before hydration was lost in
  // CI: the early-choice replay of issue 13 does not cover this select yet).
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await visitor.getByLabel('Montadora', { exact: true }).selectOption({ label: 'VOLKSWAGEN' });
  await expect(visitor).toHaveURL(/factory=/);
  const model = visitor.getByLabel('Modelo', { exact: true });
  await expect(model.locator('option', { hasText: /^GOL/ }).first()).toBeAttached();
  const gol = await model.locator('option', { hasText: /^GOL/ }).first().getAttribute('value');
  await model.selectOption(gol!);
  await expect(visitor).toHaveURL(/vehicle=/);
  await expect(visitor.getByRole('link', { name: new RegExp(code) }).first()).toBeVisible();
  await visitor
    .getByRole('link', { name: new RegExp(code) })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/product\//);
  await expect(visitor.getByRole('img', { name: /PASTILHA/i }).first()).toBeVisible();
  await expect(visitor.getByText(/GOL/).first()).toBeVisible();
  await visitor.close();
});

test('the tab that saves second gets the conflict dialog, merges, and the history shows both', async ({
  page,
  context,
}) => {
  await signIn(page);
  const url = await createDraft(page, `E2E-${unique()}`);
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByRole('textbox', { name: /^Código/ })).not.toHaveValue('');

  await other.getByRole('textbox', { name: 'Complemento' }).fill('DIANTEIRA');
  await saved(other);

  await tab(page, 'Detalhes').click();
  await page
    .getByRole('textbox', { name: /Posição/ })
    .first()
    .fill('EIXO DIANTEIRO');
  await save(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Field by field: the other tab's complement and this tab's position, both kept.
  await expect(dialog).toContainText(/Complemento \(alterado no servidor\)/);
  await expect(dialog).toContainText(/\(você alterou\)/);
  await expect(dialog).toContainText('EIXO DIANTEIRO');
  await dialog.getByRole('button', { name: 'Salvar escolhas' }).click();
  await expect(page.getByText('Alterações salvas.').last()).toBeVisible();
  await tab(page, 'Principal').click();
  await expect(page.getByRole('textbox', { name: 'Complemento' })).toHaveValue('DIANTEIRA');

  await page.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: /Histórico/ });
  await expect(history).toContainText('DIANTEIRA');
  await expect(history).toContainText('EIXO DIANTEIRO');
});

test('a discontinued product names its replacement on the public page', async ({ page }) => {
  await signIn(page);
  // A published product of the seed replaces a published one discontinued here.
  await page.goto(`${productList}?status=published`);
  const rows = page.getByRole('grid').locator('[role="row"][data-id]');
  // The grid's first drawing takes seconds on a busy machine (a bound on waiting, not on speed).
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  const replacementCode = (await rows.nth(1).locator('[data-field="code"]').textContent())!.trim();
  await rows.first().locator('[data-field="code"]').click();
  await expect(page).toHaveURL(/\/product\/form\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await tab(page, 'Revisão').click();
  await page.getByRole('button', { name: 'Descontinuar' }).click();
  const dialog = page.getByRole('dialog');
  await pick(dialog, 'Substituído por', replacementCode);
  await dialog.getByRole('button', { name: 'Descontinuar' }).click();
  await expect(page.getByText('Alterações salvas.').last()).toBeVisible();
  await expect(page.getByText(/ao salvar:/)).toHaveCount(0);

  await expect(async () => {
    await page.goto(tenantUrl('demo', `/product/${id}`));
    await expect(page.getByRole('note')).toContainText('Produto fora de linha', {
      timeout: 3000,
    });
  }).toPass({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('note').getByRole('link', { name: replacementCode }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByText(replacementCode).first()).toBeVisible();
});

test('three drafts are published at once from the list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const tag = `BULK-${unique()}`;
  for (const n of [1, 2, 3]) {
    const url = await createDraft(page, `${tag}-${n}`);
    // A draft needs what publishing asks for: a picture, NCM, origin and a sales unit.
    await page.goto(url);
    await tab(page, 'Imagens').click();
    await page.getByLabel('Arquivos de imagem').setInputFiles(PICTURE);
    await expect(page.getByRole('listitem', { name: /Imagem 1/ })).toBeVisible();
    await tab(page, 'Embalagem').click();
    await page.getByLabel('Unidade de venda').selectOption('UN');
    await tab(page, 'Fiscal').click();
    await page.getByRole('textbox', { name: /^NCM/ }).fill('87083090');
    await page.getByLabel('Origem da mercadoria').selectOption('0');
    await saved(page);
  }
  await page.goto(productList);
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(tag);
  const rows = page.getByRole('grid').locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: /Selecionar todas/i }).check();
  await page.getByRole('button', { name: 'Publicar' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: /Publicar/ }).click();
  await expect(rows.filter({ hasText: 'Publicado' })).toHaveCount(3);
});

test('a product CSV with a bad EAN names the line and writes nothing', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const tag = `CSV-${unique()}`;
  const file = testInfo.outputPath('produtos.csv');
  fs.writeFileSync(
    file,
    [
      // Description and levels go by their codes, as the export writes them (PASTILHA DE FREIO
      // under FREIOS › FREIO A DISCO › PASTILHAS in the seed).
      'Código;Marca;Código da descrição;Categoria;Grupo;Subgrupo;EAN/GTIN',
      `${tag}-1;KL PEÇAS;0001;01;G0001;S000001;7891234567895`,
      `${tag}-2;KL PEÇAS;0001;01;G0001;S000001;7891234567890`,
    ].join('\r\n'),
  );
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Arquivo CSV').setInputFiles(file);
  const errors = dialog.getByRole('table', { name: 'Erros do arquivo' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText(/EAN/);
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await dialog
    .getByRole('button', { name: /fechar|cancelar/i })
    .first()
    .click();
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(tag);
  await expect(page.getByText(/nenhum/i).first()).toBeVisible();
});

// Journeys of the portfolio's reference data in the panel (issue 9): brands end to end, list
// state kept across screens, conflicts between two tabs, the unsaved-changes guard, CSV import
// and export. The demo owner signs in through the sign-in page.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInAsDemoOwner, unique } from './support/panel';
import { tenantUrl } from './support/urls';

const LOGO = path.join(__dirname, 'fixtures', 'logo.png');
const brandList = tenantUrl('demo', '/panel/portifolio/brand');
const signIn = (page: Page, to = brandList) => signInAsDemoOwner(page, to);

const grid = (page: Page) => page.getByRole('grid');
const nameField = (page: Page) => page.getByRole('textbox', { name: /^Nome/ });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar' });

test('a brand is created with a logo, found, edited, and a renamed brand shows in the public facet', async ({
  page,
}) => {
  await signIn(page);
  const name = `Marca E2E ${unique()}`;
  await page.getByRole('link', { name: 'Nova marca' }).click();
  await nameField(page).fill(name);
  await page.locator('input[type="file"]').setInputFiles(LOGO);
  await expect(page.getByRole('img', { name: /logo/i })).toBeVisible();
  await save(page).click();
  await expect(page.getByText('Registro criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/brand\/form\/[0-9a-f-]{36}$/);

  await page.goto(brandList);
  await page.getByRole('searchbox', { name: 'Buscar marca' }).fill(name);
  await expect(grid(page).getByText(name)).toBeVisible();
  await expect(page).toHaveURL(/q=/);
  await grid(page).getByText(name).click();
  await nameField(page).fill(`${name} Editada`);
  await save(page).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();

  // A brand the catalogue shows: rename it, see it in the public facet, then put it back.
  const home = await page.context().newPage();
  await home.goto(tenantUrl('demo', '/'));
  const facet = home.getByRole('group', { name: 'Marca' });
  await expect(facet).toBeVisible();
  const label = await facet
    .getByRole('checkbox')
    .first()
    .evaluate((el) => el.closest('label')?.textContent ?? '');
  const original = label.replace(/\s*\([\d.]+\)\s*$/, '').trim();
  expect(original).not.toBe('');
  await page.goto(brandList);
  await page.getByRole('searchbox', { name: 'Buscar marca' }).fill(original);
  await grid(page).getByText(original, { exact: true }).click();
  const renamed = `${original} RENOMEADA`;
  await nameField(page).fill(renamed);
  await save(page).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  try {
    await expect(async () => {
      await home.reload();
      await expect(home.getByText(renamed).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    await nameField(page).fill(original);
    await save(page).click();
    await expect(page.getByText('Alterações salvas.').first()).toBeVisible();
  }
});

test('a list left filtered on page 2 comes back the same after another screen', async ({
  page,
}) => {
  await signIn(page, tenantUrl('demo', '/panel/portifolio/vehicle'));
  const firstRow = grid(page).locator('[role="row"][data-id]').first();
  const rowsShown = page.locator('.MuiTablePagination-displayedRows');
  await expect(rowsShown).toHaveText(/^1–/);
  const unfiltered = await rowsShown.textContent();
  await page.getByLabel('Linha', { exact: true }).selectOption({ label: 'Leve' });
  await expect(page).toHaveURL(/line=light/);
  await expect(rowsShown).not.toHaveText(unfiltered!);
  const pageOneId = await firstRow.getAttribute('data-id');
  await page.getByRole('button', { name: /próxima página/i }).click();
  await expect(page).toHaveURL(/page=2/);
  // The second page's rows, not the first page's still on screen while it loads.
  await expect(rowsShown).not.toHaveText(/^1–/);
  await expect(firstRow).not.toHaveAttribute('data-id', pageOneId!);
  const firstId = await firstRow.getAttribute('data-id');
  const shown = await rowsShown.textContent();

  const nav = page.getByRole('navigation', { name: 'Menu do painel' });
  await nav.getByRole('link', { name: 'Marcas' }).click();
  await expect(page).toHaveURL(/\/brand/);
  await nav.getByRole('link', { name: 'Veículos' }).click();
  await expect(page).toHaveURL(/line=light/);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByLabel('Linha', { exact: true })).toHaveValue('light');
  await expect(rowsShown).toHaveText(shown!);
  await expect(firstRow).toHaveAttribute('data-id', firstId!);
});

test('the tab that saves second gets the conflict dialog and keeps its edits', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Nova marca' }).click();
  const name = `Conflito ${unique()}`;
  await nameField(page).fill(name);
  await save(page).click();
  await expect(page).toHaveURL(/\/brand\/form\/[0-9a-f-]{36}$/);
  const url = page.url();

  const other = await context.newPage();
  await other.goto(url);
  await expect(nameField(other)).toHaveValue(name);
  await page.reload();
  await expect(nameField(page)).toHaveValue(name);

  await nameField(other).fill(`${name} pela outra aba`);
  await save(other).click();
  await expect(other.getByText('Alterações salvas.')).toBeVisible();

  await nameField(page).fill(`${name} minha`);
  await save(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${name} pela outra aba`)).toBeVisible();
  await expect(dialog.getByText(`${name} minha`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Manter as minhas' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  await expect(nameField(page)).toHaveValue(`${name} minha`);
});

test('an import with a bad line names it and writes nothing; the fixed file imports', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const tag = unique();
  const lines = (bad: boolean) =>
    [
      'Nome;Tipo;Ativo',
      `Import ${tag} A;Própria;Sim`,
      `Import ${tag} B;${bad ? 'Quebrada' : 'Concorrente'};Não`,
      `Import ${tag} C;Própria;Sim`,
    ].join('\r\n');
  const file = testInfo.outputPath('marcas.csv');
  fs.writeFileSync(file, lines(true));
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Arquivo CSV').setInputFiles(file);
  const errors = dialog.getByRole('table', { name: 'Erros do arquivo' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('Tipo');
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await dialog
    .getByRole('button', { name: /fechar|cancelar/i })
    .first()
    .click();
  await page.getByRole('searchbox', { name: 'Buscar marca' }).fill(`Import ${tag}`);
  await expect(page.getByText(/nenhum/i).first()).toBeVisible();

  fs.writeFileSync(file, lines(false));
  await page.getByRole('button', { name: 'Importar' }).click();
  await dialog.getByLabel('Arquivo CSV').setInputFiles(file);
  await expect(dialog.getByText(/3 nov/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(grid(page).getByText(`Import ${tag} B`)).toBeVisible();
  await expect(grid(page).getByText(`Import ${tag} C`)).toBeVisible();
});

test('the export opens as ;-separated UTF-8 with BOM', async ({ page }) => {
  await signIn(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe('ID;Nome;Identificador;Tipo;Logo;Ativo');
});

test('a list and a form have no serious accessibility violation and fit a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, tenantUrl('demo', '/panel/portifolio/vehicle'));
  await expect(grid(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(tenantUrl('demo', '/panel/portifolio/vehicle/form'));
  await expect(save(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
test('the guard asks before leaving a form with unsaved changes', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Nova marca' }).click();
  await nameField(page).fill('Ainda não salva');
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Veículos' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /continuar editando/i }).click();
  await expect(page).toHaveURL(/\/brand\/form/);
  await expect(nameField(page)).toHaveValue('Ainda não salva');
});

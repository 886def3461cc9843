// Search first on the page (issue 14), the category settings on the public side (issue 17, item
// 6) and the tenant start-up's retry (spec §7), at a phone's and a desktop's width, against the
// built shell and remotes and the real API with its demo catalogues.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { renderedInTheBrowser } from './support/client-rendered';
import { API_PORT, tenantUrl } from './support/urls';

const api = `http://127.0.0.1:${API_PORT}`;

async function apiGet<T>(request: APIRequestContext, path: string, tenant = 'demo'): Promise<T> {
  const res = await request.get(`${api}${path}`, { headers: { host: `${tenant}.localhost` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

interface SearchAnswer {
  items: { id: string; code: string }[];
  total: number;
  facets: Record<string, unknown>;
  vehicle?: { label: string; words: string[] } | null;
  didYouMean?: string | null;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar produtos' });

/** Whole inside the window, without scrolling. */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const { height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(height);
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** Opens a public page and waits for the catalogue's screen (its code loads at run time). */
async function open(page: Page, path: string, tenant = 'demo') {
  await page.goto(tenantUrl(tenant, path));
  await expect(page.locator('[data-screen]')).toBeVisible({ timeout: 30_000 });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the search box is in the first screen of every public page, and / focuses it', async ({
      page,
      request,
    }) => {
      const { items } = await apiGet<SearchAnswer>(request, '/catalog-public/products?pageSize=1');
      for (const path of ['/', `/product/${items[0]!.id}`]) {
        await open(page, path);
        await expect(searchBox(page)).toBeVisible();
        await expectInFirstScreen(page, searchBox(page), `search box on ${path}`);
        await expect(searchBox(page)).not.toBeFocused();
        await page.locator('body').press('/');
        await expect(searchBox(page)).toBeFocused();
        // The slash was the shortcut, not text.
        await expect(searchBox(page)).toHaveValue('');
      }
    });

    test('a shared search link opens on its results, the promotions out of the way', async ({
      page,
    }) => {
      await open(page, '/?q=pastilha');
      const first = page.locator('main a[href^="/product/"]').first();
      await expect(first).toBeVisible();
      expect(await scrollTop(page)).toBe(0);
      await expectInFirstScreen(
        page,
        page.getByRole('status').filter({ hasText: /produtos?/ }),
        'total',
      );
      const firstBox = await first.boundingBox();
      expect(firstBox!.y, 'first result starts in the first screen').toBeLessThan(viewport.height);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Resultados da busca' }),
      ).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Demo Autopeças' })).toHaveCount(0);
      await expect(page.locator('[aria-labelledby="promotions-title"]')).toHaveCount(0);
      await expect(searchBox(page)).toHaveValue('pastilha');

      // Clearing the search brings the company's home back.
      await page.getByRole('button', { name: 'Limpar busca' }).click();
      await expect(page).toHaveURL(tenantUrl('demo', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Demo Autopeças' })).toBeVisible();
    });

    test('a search started from a product page opens the home on its results', async ({
      page,
      request,
    }) => {
      const { items } = await apiGet<SearchAnswer>(request, '/catalog-public/products?pageSize=1');
      await open(page, `/product/${items[0]!.id}`);
      await searchBox(page).fill('disco de freio');
      // Typing on a product page does not take the visitor away; Enter does.
      await page.waitForTimeout(600);
      await expect(page).toHaveURL(/\/product\//);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(tenantUrl('demo', '/?q=disco+de+freio'));
      await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    });

    test('suggestions come as an accessible combobox: a text runs its search, a code opens its product', async ({
      page,
      request,
    }) => {
      // Two page loads and two searches: more than the default minute on a busy machine.
      test.setTimeout(120_000);
      const { items } = await apiGet<{
        items: { kind: string; q: string; productId: string | null }[];
      }>(request, '/catalog-public/suggest?q=pastil');
      expect(items.length).toBeGreaterThan(0);
      await open(page, '/');
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('pastil');
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
      await expect(listbox.getByRole('option')).toHaveCount(items.length);

      // Keyboard: the first suggestion is highlighted (aria-activedescendant) and Enter runs it.
      await box.press('ArrowDown');
      const firstOption = listbox.getByRole('option').first();
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await firstOption.getAttribute('id'))!,
      );
      await box.press('Enter');
      const first = items[0]!;
      if (first.kind === 'code') {
        await expect(page).toHaveURL(tenantUrl('demo', `/product/${first.productId}`));
      } else {
        await expect(page).toHaveURL(tenantUrl('demo', `/?${new URLSearchParams({ q: first.q })}`));
        await expect(box).toHaveValue(first.q);
      }
      await expect(listbox).toBeHidden();

      // A code suggestion opens its product page.
      const { items: products } = await apiGet<SearchAnswer>(
        request,
        '/catalog-public/products?q=pastilha&pageSize=1',
      );
      const code = products[0]!.code;
      const byCode = await apiGet<{ items: { kind: string; productId: string | null }[] }>(
        request,
        `/catalog-public/suggest?q=${encodeURIComponent(code)}`,
      );
      const codeAt = byCode.items.findIndex((s) => s.kind === 'code');
      expect(codeAt, `a code suggestion for ${code}`).toBeGreaterThanOrEqual(0);
      await open(page, '/');
      await searchBox(page).fill(code);
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.getByRole('option').nth(codeAt).click();
      await expect(page).toHaveURL(
        tenantUrl('demo', `/product/${byCode.items[codeAt]!.productId}`),
      );
      await expect(page.getByText(`Código ${code}`)).toBeVisible();
    });

    test('a search that finds nothing offers "Você quis dizer …?", which runs that search', async ({
      page,
      request,
    }) => {
      const candidates = ['pstlha', 'amrtcdor', 'pastlha de friooo', 'rolammento', 'xpastilha'];
      let typo = '';
      let corrected = '';
      for (const candidate of candidates) {
        const answer = await apiGet<SearchAnswer>(
          request,
          `/catalog-public/products?q=${encodeURIComponent(candidate)}&pageSize=1`,
        );
        if (answer.total === 0 && answer.didYouMean) {
          typo = candidate;
          corrected = answer.didYouMean;
          break;
        }
      }
      expect(typo, 'a query with a correction').not.toBe('');
      await open(page, `/?${new URLSearchParams({ q: typo })}`);
      await expect(page.getByText('Nenhum produto encontrado.')).toBeVisible();
      await expect(page.getByText('Você quis dizer')).toBeVisible();
      await page.getByRole('link', { name: corrected }).click();
      await expect(page).toHaveURL(tenantUrl('demo', `/?${new URLSearchParams({ q: corrected })}`));
      await expect(searchBox(page)).toHaveValue(corrected);
      await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    });

    test('words read as a vehicle show as a chip; removing it searches without them', async ({
      page,
      request,
    }) => {
      const q = 'pastilha gol';
      const answer = await apiGet<SearchAnswer>(
        request,
        `/catalog-public/products?q=${encodeURIComponent(q)}&pageSize=1`,
      );
      expect(answer.vehicle, 'the API reads "gol" as a vehicle').toBeTruthy();
      await open(page, `/?${new URLSearchParams({ q })}`);
      const chip = page.getByTestId('vehicle-chip');
      await expect(chip).toContainText(`Veículo: ${answer.vehicle!.label}`);
      await expectInFirstScreen(page, chip, 'vehicle chip');
      await chip
        .getByRole('button', { name: `Remover o veículo ${answer.vehicle!.label} da busca` })
        .click();
      await expect(page).toHaveURL(tenantUrl('demo', '/?q=pastilha'));
      await expect(searchBox(page)).toHaveValue('pastilha');
      await expect(chip).toHaveCount(0);
    });
  });
}

test('a category level switched off is neither a facet nor in a product path (acme: subgroup off)', async ({
  page,
  request,
}) => {
  const settings = await apiGet<{
    status: boolean;
    metadata: { level: string; status: boolean }[];
  }>(request, '/catalog-public/category/portifolio.category', 'acme');
  expect(settings.metadata.find((m) => m.level === 'subgroup')?.status).toBe(false);
  await open(page, '/', 'acme');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByRole('group', { name: 'Categoria' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Grupo' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Subgrupo' })).toHaveCount(0);

  const { items } = await apiGet<SearchAnswer>(
    request,
    '/catalog-public/products?pageSize=1',
    'acme',
  );
  const detail = await apiGet<{
    category: { name: string } | null;
    group: { name: string } | null;
  }>(request, `/catalog-public/products/${items[0]!.id}`, 'acme');
  await open(page, `/product/${items[0]!.id}`, 'acme');
  const crumbs = page.getByRole('navigation', { name: 'Navegação estrutural' }).locator('li');
  await expect(crumbs).toHaveText(
    ['Catálogo', detail.category?.name, detail.group?.name, items[0]!.code].filter(
      (text): text is string => !!text,
    ),
  );
});

test('tenant-info and the category settings are asked again after a 503, and the page works', async ({
  page,
}) => {
  const paths = ['/catalog-public/tenant-info', '/catalog-public/category/portifolio.category'];
  const answered: Record<string, number[]> = Object.fromEntries(paths.map((p) => [p, []]));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path in answered && response.request().method() === 'GET')
      answered[path]!.push(response.status());
  });
  for (const path of paths) {
    let first = true;
    await page.route(`**${path}`, async (route) => {
      if (!first) return route.continue();
      first = false;
      return route.fulfill({ status: 503, json: { message: 'Service Unavailable' } });
    });
  }
  // The browser's own start-up asks for them (a page the shell's server rendered carries them).
  await renderedInTheBrowser(page, tenantUrl('demo', '/'));
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Autopeças' })).toBeVisible();
  await expect(page).toHaveTitle('Demo Autopeças - Catálogo Eletrônico');
  expect(answered).toEqual({
    '/catalog-public/tenant-info': [503, 200],
    '/catalog-public/category/portifolio.category': [503, 200],
  });
});

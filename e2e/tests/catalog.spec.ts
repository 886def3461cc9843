// The public catalogue as a visitor uses it: find a part by vehicle, open it, ask for a quote,
// send a message. Against the built shell and remotes and the real API with its demo catalogue.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_PORT, tenantUrl } from './support/urls';

const api = `http://127.0.0.1:${API_PORT}`;

async function firstProductId(request: APIRequestContext, query = 'pastilha') {
  const res = await request.get(`${api}/catalog-public/products?q=${query}&pageSize=1`, {
    headers: { host: 'demo.localhost' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: string }[] };
  return body.items[0]!.id;
}

async function chooseOption(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

test('a visitor finds a part by vehicle, asks for a quote and gets its reference', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo'));
  const status = page
    .getByRole('status')
    .filter({ hasText: /produtos?/ })
    .first();
  await expect(status).toBeVisible();
  const before = await status.textContent();

  // Montadora → Modelo → Ano narrows the results.
  await chooseOption(page, 'Montadora');
  await chooseOption(page, 'Modelo');
  await chooseOption(page, 'Ano');
  await expect(page).toHaveURL(/[?&]year=\d{4}/);
  await expect(status).not.toHaveText(before!);

  // The results settle (each choice searches again), then one card's link and code are read
  // together and that very link is followed.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { href, code } = await page
    .locator('a[href^="/product/"]')
    .first()
    .evaluate((a) => ({
      href: a.getAttribute('href')!,
      code: (a.querySelector('span')?.textContent ?? '').trim(),
    }));
  await page.locator(`a[href="${href}"]`).first().click();

  await expect(page.getByText(`Código ${code}`)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${code} \\| Demo Autopeças - Catálogo Eletrônico$`));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as { '@type': string; sku: string };
  expect(jsonLd).toMatchObject({ '@type': 'Product', sku: code });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`código ${code}`),
  );
  await page.getByRole('spinbutton', { name: 'Quantidade' }).fill('4');
  await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click();
  // Adding opens the cart with the product in it.
  const panel = page.getByRole('dialog', { name: 'Pedido de orçamento' });
  await expect(panel.getByText(code, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Fechar' }).click();
  const cartButton = page.getByRole('button', { name: 'Pedido de orçamento: 1 produto' });
  await expect(cartButton).toBeVisible();

  // The cart is kept across a reload.
  await page.reload();
  await cartButton.click();
  await expect(panel.getByText(code, { exact: true })).toBeVisible();
  await expect(panel.getByRole('spinbutton', { name: `Quantidade de ${code}` })).toHaveValue('4');

  await panel.getByRole('button', { name: 'Solicitar orçamento' }).click();
  const form = page.getByRole('form', { name: 'Seus dados' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Maria Souza');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@oficina-e2e.com.br');
  await form.getByRole('textbox', { name: 'Telefone / WhatsApp' }).fill('(11) 98765-4321');
  await form.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-81');
  await form.getByRole('button', { name: 'Enviar pedido de orçamento' }).click();

  // The visitor gets the order's random reference, not the company's sequential number.
  await expect(
    page.getByText(/^Pedido de orçamento nº [0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4} enviado$/),
  ).toBeVisible();
  await expect(cartButton).toBeHidden();
});

test("a product's images come through the image proxy and load", async ({ page, request }) => {
  const res = await request.get(`${api}/catalog-public/products?q=pastilha&pageSize=24`, {
    headers: { host: 'demo.localhost' },
  });
  const { items } = (await res.json()) as { items: { id: string; image: unknown }[] };
  const withImage = items.find((item) => item.image);
  expect(withImage).toBeTruthy();
  await page.goto(tenantUrl('demo', `/product/${withImage!.id}`));
  const image = page.locator('[data-screen="product"] img').first();
  await expect(image).toHaveAttribute('src', /\/_image\?url=.*&w=768&q=100$/);
  await expect(image).toHaveAttribute('srcset', / 3072w$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a visitor sends a message about a product', async ({ page, request }) => {
  const id = await firstProductId(request);
  await page.goto(tenantUrl('demo', `/product/${id}`));
  await page.getByRole('button', { name: 'Perguntar sobre este produto' }).click();
  const form = page.getByRole('form', { name: 'Fale conosco' });
  await expect(form.getByRole('textbox', { name: 'Assunto' })).toHaveValue(
    /^Dúvida sobre o produto /,
  );
  await form.getByRole('textbox', { name: 'Nome' }).fill('João');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('joao@e2e.com.br');
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Serve no Gol 2012?');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada')).toBeVisible();
});

test('a bad quote request gets pt-BR field errors and keeps what was typed', async ({
  page,
  request,
}) => {
  const id = await firstProductId(request);
  await page.goto(tenantUrl('demo', `/product/${id}`));
  await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click();
  await page.getByRole('button', { name: 'Solicitar orçamento' }).click();
  const form = page.getByRole('form', { name: 'Seus dados' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Maria');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@');
  await form.getByRole('button', { name: 'Enviar pedido de orçamento' }).click();
  await expect(form.getByText('E-mail inválido.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
});

test('the product page has no serious accessibility violation, on a phone too', async ({
  page,
  request,
}) => {
  const id = await firstProductId(request);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(tenantUrl('demo', `/product/${id}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aplicações' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

// The public pages come rendered by the shell's server (server-rendering.spec.ts): their data is
// in the HTML. A page rendered in the browser (the sign-in here) starts the requests its first
// render needs before the shared modules run (shell/src/app/early-requests.ts), each once.
test("the first page's data comes with the page, and a page rendered in the browser asks for its start-up data once, early", async ({
  page,
  request,
}) => {
  const id = await firstProductId(request);
  const settings = ['/catalog-public/tenant-info', '/catalog-public/category/portifolio.category'];
  for (const [path, wanted, times] of [
    [
      '/',
      [
        '/catalog-public/promotions',
        '/catalog-public/offers',
        '/catalog-public/products',
        ...settings,
      ],
      0,
    ],
    [`/product/${id}`, [`/catalog-public/products/${id}`, ...settings], 0],
    ['/auth/login', settings, 1],
  ] as const) {
    const asked: string[] = [];
    const listener = (req: { url(): string }) => asked.push(new URL(req.url()).pathname);
    page.on('request', listener);
    await page.goto(tenantUrl('demo', path));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    page.off('request', listener);
    for (const one of wanted) {
      expect(
        asked.filter((p) => p === one),
        `${one} on ${path}`,
      ).toHaveLength(times);
    }
  }
});

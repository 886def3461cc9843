import { act, screen } from '@testing-library/react';
// axe-core comes with the workspace's browser journeys; here it checks what jsdom can: names,
// roles, labels, ARIA (colour contrast needs a real browser).
import axe from 'axe-core';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { findRow, page, renderPanel } from '../common/test-utils';
import { ProductFormPage } from './product-form-page';
import { ProductListPage } from './product-list-page';
import { SECTIONS } from './product-types';
import { PRODUCTS, PRODUCT_PATH, listItem, lookups, product } from './test-fixtures';

async function seriousViolations() {
  // axe takes a while and yields to timers: what the page finishes meanwhile (a ripple fading,
  // the code check's pause, a lookup arriving) is React work, done inside act like any other.
  const result = await act(() =>
    axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

const blocked = product({
  completeness: {
    ...product().completeness,
    blockers: [{ section: 'pack', field: 'dun14', reason: 'Informe o DUN-14.' }],
  },
});

describe('the product screens for keyboards and screen readers', () => {
  it('the list, with a filter chip and a selection, has no serious axe violations', async () => {
    mockApi({ [`GET ${PRODUCTS}`]: page([listItem(), listItem({ id: 'p2', code: 'PF-2' })]) });
    const { user } = renderPanel(
      <Routes>
        <Route path={PRODUCT_PATH} element={<ProductListPage />} />
      </Routes>,
      { route: `${PRODUCT_PATH}?status=draft` },
    );
    const row = await findRow('PF-2');
    await user.click(row.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await screen.findByRole('region', { name: 'Ações em lote' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has no serious axe violations on any of its eight tabs', async () => {
    mockApi({ ...lookups, [`GET ${PRODUCTS}/p1`]: { body: blocked } });
    const { user } = renderPanel(
      <Routes>
        <Route path={`${PRODUCT_PATH}/form/:id?`} element={<ProductFormPage />} />
      </Routes>,
      { route: `${PRODUCT_PATH}/form/p1` },
    );
    await screen.findByLabelText('Complemento');
    const found: Record<string, string[]> = {};
    for (const section of SECTIONS) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${section.label}`) }));
      const violations = await seriousViolations();
      if (violations.length) found[section.label] = violations;
    }
    expect(found).toEqual({});
    // eight axe runs over a whole form take long on a busy machine: a bound on waiting only
  }, 120_000);
});

import { checkNavigation, UnsafeNavigationError } from './safe-navigation';

const base = 'http://demo.localhost:4200/panel';

describe('checkNavigation', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:msgbox',
  ])('rejects %j even with the external flag', (url) => {
    expect(() => checkNavigation(url, { base, external: true })).toThrow(UnsafeNavigationError);
  });

  it('requires the external flag for another origin', () => {
    expect(() => checkNavigation('https://example.com/x', { base })).toThrow(/external flag/);
    expect(checkNavigation('https://example.com/x', { base, external: true }).external).toBe(true);
  });

  it('allows same-origin paths without the flag', () => {
    expect(checkNavigation('/product/1', { base }).url.href).toBe(
      'http://demo.localhost:4200/product/1',
    );
  });
});

import { composePage, withoutRepeatedImagePreloads } from './html';
import type { PageHead } from './types';

// The built index.html's script tags (tools/webpack/preload-startup-plugin.js).
const TEMPLATE =
  '<!doctype html><html><head><title>Catálogo</title>' +
  '<script defer="defer" src="/main.js" fetchpriority="high"></script>' +
  '<link rel="preload" as="script" href="/3051.d8b9d94d.js">' +
  '<link rel="preload" as="script" href="/3086.49eb8982.js"></head>' +
  '<body><noscript>Ative o JavaScript</noscript><div id="root"><div id="boot">…</div></div></body></html>';

const page = () =>
  composePage(TEMPLATE, {
    head: {
      status: 200,
      title: 'Produto',
      meta: [],
      links: [{ rel: 'preload', as: 'image', href: '/_image?url=x', fetchpriority: 'high' }],
    },
    styles: '<style>.a{}</style>',
    body: '<main>R$ 12,90</main>',
    payload: { state: {} },
    preloadScripts: ['http://localhost:4201/remoteEntry.js'],
  });

describe('composePage', () => {
  it('starts the scripts of a page the server drew from its end, its picture preloaded at once', () => {
    const html = page();
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    // No script tag or script preload of its own: the starter asks for them, in order.
    expect(tags.filter((tag) => /src=|as="script"/.test(tag))).toEqual([]);
    const starter = html.match(/<script>\(function startScripts[\s\S]*?<\/script><\/body>/)?.[0];
    expect(starter).toContain(
      '(document,["/main.js"],["/3051.d8b9d94d.js","/3086.49eb8982.js","http://localhost:4201/remoteEntry.js"],1500)',
    );
    expect(html.indexOf('id="catalogo-ssr"')).toBeLessThan(html.indexOf(starter!));
    expect(tags).toContain(
      '<link rel="preload" as="image" href="/_image?url=x" fetchpriority="high">',
    );
    expect(html).toContain('<div id="root"><main>R$ 12,90</main></div>');
  });
});

describe('withoutRepeatedImagePreloads', () => {
  const srcSet = '/_image?url=a.png&w=320 320w, /_image?url=a.png&w=640 640w';
  const canonical = { rel: 'canonical', href: 'http://demo.localhost/' };
  const head: PageHead['links'] = [
    canonical,
    { rel: 'preload', as: 'image', href: '/_image?url=a.png&w=640', imagesrcset: srcSet },
  ];
  // What React writes for <img fetchPriority="high" srcSet=…> (attributes escaped, camelCase).
  const reactPreload = (set: string) =>
    `<link rel="preload" as="image" imageSrcSet="${set.replace(/&/g, '&amp;')}" fetchPriority="high"/>`;

  it("drops React's preload of the picture the head preloads already", () => {
    const body = `${reactPreload(srcSet)}<main><img srcSet="x"/></main>`;
    expect(withoutRepeatedImagePreloads(body, head)).toBe('<main><img srcSet="x"/></main>');
  });

  it('keeps the preloads of other pictures, and everything when the head preloads none', () => {
    const other = reactPreload('/_image?url=b.png&w=320 320w');
    expect(withoutRepeatedImagePreloads(`${other}<main></main>`, head)).toBe(
      `${other}<main></main>`,
    );
    const body = `${reactPreload(srcSet)}<main></main>`;
    expect(withoutRepeatedImagePreloads(body, [canonical])).toBe(body);
  });

  it('compares a picture without a srcset by its address', () => {
    const links = [{ rel: 'preload', as: 'image', href: '/_image?url=c.png&w=640' }];
    const body = '<link rel="preload" as="image" href="/_image?url=c.png&amp;w=640"/><main></main>';
    expect(withoutRepeatedImagePreloads(body, links)).toBe('<main></main>');
  });
});

import { composePage } from './html';

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

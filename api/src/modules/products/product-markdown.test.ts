import { infoHtml } from './product-markdown';

describe('infoHtml', () => {
  it('renders CommonMark with the headings below the page’s own and links that open apart', () => {
    expect(
      infoHtml(
        '# Uso\n\n**Garantia** de 12 meses.\n\n- Baixo ruído\n- Sem amianto\n\n' +
          '## Medidas\n\n### Detalhe\n\n[site](https://fabricante.example.com)',
      ),
    ).toBe(
      '<h3>Uso</h3>\n<p><strong>Garantia</strong> de 12 meses.</p>\n' +
        '<ul>\n<li>Baixo ruído</li>\n<li>Sem amianto</li>\n</ul>\n<h3>Medidas</h3>\n' +
        '<h4>Detalhe</h4>\n<p><a href="https://fabricante.example.com" target="_blank" ' +
        'rel="noopener noreferrer nofollow">site</a></p>',
    );
  });

  it('lets no HTML, handler, unsafe link or picture through, whatever the stored text holds', () => {
    const html = infoHtml(
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">\n\n' +
        '<iframe src="https://x.example"></iframe> texto &lt;b&gt;\n\n' +
        '[manual](javascript:alert(1)) [b](JaVaScRiPt&#58;alert(1)) [c](<data:text/html,x>) ' +
        '[ref]\n\n[ref]: vbscript:msgbox\n\n' +
        '![foto](https://fabricante.example.com/foto.png) <javascript:alert(1)>',
    );
    // Only the tags CommonMark makes, links only to http(s) or '#', no attribute but a link's.
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
    expect(new Set(tags.map((t) => t[1]))).toEqual(new Set(['p', 'a']));
    for (const [, , attrs] of tags)
      expect(
        (attrs ?? '').replace(
          / href="(#|https:[^"]*)"| target="_blank"| rel="noopener noreferrer nofollow"/g,
          '',
        ),
      ).toBe('');
    expect(html).not.toMatch(/href="(?!#"|https:)/);
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('foto');
    // An unsafe destination becomes '#': the words stay, as a link that goes nowhere.
    expect(html).toContain(
      '<a href="#" target="_blank" rel="noopener noreferrer nofollow">manual</a>',
    );
  });

  it('keeps text that only looks like Markdown escaped', () => {
    expect(infoHtml('5 < 6 & "aspas" \\*não itálico\\*')).toBe(
      '<p>5 &lt; 6 &amp; &quot;aspas&quot; *não itálico*</p>',
    );
  });
});

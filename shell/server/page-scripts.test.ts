import { scriptStarter } from './html';
import { startScripts } from './page-scripts';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('página');
  doc.body.innerHTML = html;
  return doc;
}

/** What the page has asked for: script preloads, then scripts. */
const started = (doc: Document) =>
  Array.from(doc.head.querySelectorAll('link[rel="preload"][as="script"], script[src]')).map(
    (el) => (el.tagName === 'LINK' ? `preload ${el.getAttribute('href')}` : el.getAttribute('src')),
  );

const STARTED = ['preload /1.js', 'preload http://localhost:4201/remoteEntry.js', '/main.js'];

function start(doc: Document, waitMs = 10_000) {
  startScripts(doc, ['/main.js'], ['/1.js', 'http://localhost:4201/remoteEntry.js'], waitMs);
}

/** A page whose priority picture is still loading. */
function loadingPicture(markup = '<img src="b.png" fetchPriority="high">') {
  const doc = page(markup);
  const img = doc.querySelector('img[fetchpriority="high" i]')!;
  Object.defineProperty(img, 'complete', { value: false });
  return { doc, img };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startScripts', () => {
  it('starts at once on a page without a priority picture, preloads first, in order', () => {
    const doc = page('<img src="a.png" loading="lazy"><p>texto</p>');
    start(doc);
    expect(started(doc)).toEqual(STARTED);
    const main = doc.head.querySelector('script')!;
    expect(main.async).toBe(false);
  });

  it('starts at once when the picture is already there', () => {
    const doc = page('<img src="b.png" fetchpriority="high">');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: true });
    start(doc);
    expect(started(doc)).toEqual(STARTED);
  });

  it('waits for the picture (whatever the attribute case) to load, then to be painted', async () => {
    const { doc, img } = loadingPicture();
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      start(doc);
      await tick();
      expect(started(doc)).toEqual([]);
      img.dispatchEvent(new Event('load'));
      await tick();
      expect(started(doc)).toEqual([]); // loaded, not yet painted
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      await tick();
      expect(started(doc)).toEqual(STARTED);
    } finally {
      raf.mockRestore();
    }
  });

  it('does not wait for a picture that failed, and starts only once', async () => {
    const { doc, img } = loadingPicture();
    start(doc, 30);
    img.dispatchEvent(new Event('error'));
    expect(started(doc)).toEqual(STARTED);
    await tick(60); // the time allowed runs out as well
    expect(started(doc)).toEqual(STARTED);
  });

  it('gives up waiting after the time allowed', async () => {
    const { doc } = loadingPicture();
    start(doc, 50);
    await tick(10);
    expect(started(doc)).toEqual([]);
    await tick(80);
    expect(started(doc)).toEqual(STARTED);
  });
});

describe('scriptStarter', () => {
  it('is a script that runs on its own, without this module', () => {
    const html = scriptStarter(['/main.js'], ['/1.js', 'http://localhost:4201/remoteEntry.js']);
    const source = /^<script>([\s\S]*)<\/script>$/.exec(html)![1]!;
    const doc = page('<p>texto</p>');
    new Function('document', source)(doc);
    expect(started(doc)).toEqual(STARTED);
  });

  it('keeps a URL from ending the script', () => {
    const html = scriptStarter(['/a.js?x=</script><script>alert(1)</script>'], []);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

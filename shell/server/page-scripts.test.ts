import { waitFor } from '@testing-library/dom';
import { scriptStarter } from './html';
import { startScripts } from './page-scripts';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('página');
  doc.body.innerHTML = html;
  return doc;
}

/** What the page has asked for, in the order of the page's head. */
const started = (doc: Document) =>
  Array.from(doc.head.querySelectorAll('link[rel="preload"][as="script"], script[src]')).map(
    (el) => (el.tagName === 'LINK' ? `preload ${el.getAttribute('href')}` : el.getAttribute('src')),
  );

const STARTED = ['/main.js', 'preload /1.js', 'preload http://localhost:4201/remoteEntry.js'];

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

/**
 * Until the page has asked for `expected`: its requests go one per task, and a busy machine (the
 * other test projects running alongside) can hold those tasks back past a fixed wait.
 */
const asked = (doc: Document, expected: string[]) =>
  waitFor(() => expect(started(doc)).toEqual(expected));

/** Animation frames are held until `paint()` runs them (a painted frame). */
let frames: FrameRequestCallback[] = [];
let raf: jest.SpyInstance;
beforeEach(() => {
  frames = [];
  raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => raf.mockRestore());

async function paint() {
  const due = frames;
  frames = [];
  for (const frame of due) frame(0);
  await tick();
}

describe('startScripts', () => {
  it('starts after the first paint on a page without a priority picture, scripts first, in order', async () => {
    const doc = page('<img src="a.png" loading="lazy"><p>texto</p>');
    start(doc);
    await tick();
    expect(started(doc)).toEqual([]); // not before the page's first frame
    await paint();
    await asked(doc, STARTED);
    const main = doc.head.querySelector('script')!;
    expect(main.async).toBe(false);
  });

  it('starts after the first paint when the picture is already there', async () => {
    const doc = page('<img src="b.png" fetchpriority="high">');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: true });
    start(doc);
    await tick();
    expect(started(doc)).toEqual([]);
    await paint();
    await asked(doc, STARTED);
  });

  it('waits for the picture (whatever the attribute case) to load, then to be painted', async () => {
    const { doc, img } = loadingPicture();
    start(doc);
    await paint();
    expect(started(doc)).toEqual([]); // a frame without the picture
    img.dispatchEvent(new Event('load'));
    await tick();
    expect(started(doc)).toEqual([]); // loaded, not yet painted
    await paint();
    await asked(doc, STARTED);
  });

  it('waits for the first contentful paint the browser reports, not just for a frame', async () => {
    const { doc, img } = loadingPicture();
    const observers: { callback: PerformanceObserverCallback; observed: unknown }[] = [];
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(readonly callback: PerformanceObserverCallback) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, observed: options });
      }
      disconnect() {}
    }
    const paints: string[] = [];
    const entries = (name: string) =>
      paints.filter((paint) => paint === name).map((n) => ({ name: n }));
    Object.defineProperty(doc, 'defaultView', {
      value: { performance: { getEntriesByName: entries }, PerformanceObserver: Observer },
    });
    start(doc);
    img.dispatchEvent(new Event('load'));
    await paint();
    expect(started(doc)).toEqual([]); // the picture is there, the page not yet painted
    expect(observers.map((o) => o.observed)).toEqual([{ type: 'paint', buffered: true }]);
    const report = (name: string) =>
      observers[0]!.callback(
        { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) } as never,
        {} as PerformanceObserver,
      );
    report('first-paint');
    await paint();
    expect(started(doc)).toEqual([]);
    report('first-contentful-paint');
    await paint();
    await asked(doc, STARTED);
  });

  it('does not wait for a first contentful paint that has already happened', async () => {
    const doc = page('<p>texto</p>');
    class Observer {
      static supportedEntryTypes = ['paint'];
      observe() {
        throw new Error('not needed');
      }
    }
    Object.defineProperty(doc, 'defaultView', {
      value: {
        performance: { getEntriesByName: () => [{ name: 'first-contentful-paint' }] },
        PerformanceObserver: Observer,
      },
    });
    start(doc);
    await paint();
    await asked(doc, STARTED);
  });

  it('does not wait for a picture that failed (the first paint still), and starts only once', async () => {
    const { doc, img } = loadingPicture();
    start(doc, 300);
    img.dispatchEvent(new Event('error'));
    await tick();
    expect(started(doc)).toEqual([]);
    await paint();
    await asked(doc, STARTED);
    await tick(350); // the time allowed runs out as well
    expect(started(doc)).toEqual(STARTED);
  });

  it('gives up waiting after the time allowed', async () => {
    const { doc } = loadingPicture();
    start(doc, 50);
    await tick(10);
    expect(started(doc)).toEqual([]);
    await tick(80);
    await asked(doc, STARTED);
  });
});

describe('startScripts asks', () => {
  it('for one script or preload per task (each costs milliseconds in a slow browser)', async () => {
    const doc = page('<p>texto</p>');
    const batches: number[] = [];
    new MutationObserver((records) => batches.push(records.length)).observe(doc.head, {
      childList: true,
    });
    start(doc);
    await paint();
    await asked(doc, STARTED);
    expect(batches).toEqual([1, 1, 1]);
  });

  it('for no preload of a script the page already asked for', async () => {
    const doc = page('<p>texto</p>');
    const script = doc.createElement('script');
    script.src = 'http://localhost:4201/remoteEntry.js';
    doc.head.appendChild(script);
    start(doc);
    await paint();
    await asked(doc, ['http://localhost:4201/remoteEntry.js', '/main.js', 'preload /1.js']);
  });
});

describe('scriptStarter', () => {
  it('is a script that runs on its own, without this module', async () => {
    const html = scriptStarter(['/main.js'], ['/1.js', 'http://localhost:4201/remoteEntry.js']);
    const source = /^<script>([\s\S]*)<\/script>$/.exec(html)![1]!;
    const doc = page('<p>texto</p>');
    new Function('document', source)(doc);
    await paint();
    await asked(doc, STARTED);
  });

  it('keeps a URL from ending the script', () => {
    const html = scriptStarter(['/a.js?x=</script><script>alert(1)</script>'], []);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

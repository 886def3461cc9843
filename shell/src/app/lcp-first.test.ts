import { priorityImage, whenPriorityImagePainted } from './lcp-first';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('página');
  doc.body.innerHTML = html;
  return doc;
}

/** Whether `promise` has settled after the pending tasks ran. */
async function settled(promise: Promise<void>, waitMs = 20): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return done;
}

describe('whenPriorityImagePainted', () => {
  it('finds the picture the server marked, whatever the attribute case', () => {
    const doc = page('<img src="a.png" loading="lazy"><img src="b.png" fetchPriority="high">');
    expect(priorityImage(doc)?.getAttribute('src')).toBe('b.png');
    expect(priorityImage(page('<img src="a.png">'))).toBeNull();
  });

  it('resolves at once on a page without a priority picture', async () => {
    expect(await settled(whenPriorityImagePainted(page('<p>texto</p>'), 10_000), 0)).toBe(true);
  });

  it('waits for the picture to load, then for a frame to be painted', async () => {
    const doc = page('<img src="b.png" fetchpriority="high">');
    const img = priorityImage(doc)!;
    Object.defineProperty(img, 'complete', { value: false });
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const waiting = whenPriorityImagePainted(doc, 10_000);
      expect(await settled(waiting)).toBe(false);
      img.dispatchEvent(new Event('load'));
      expect(await settled(waiting)).toBe(false); // loaded, not yet painted
      expect(frames).toHaveLength(1);
      for (const frame of frames) frame(0);
      expect(await settled(waiting)).toBe(true);
    } finally {
      raf.mockRestore();
    }
  });

  it('does not wait for a picture that failed', async () => {
    const doc = page('<img src="b.png" fetchpriority="high">');
    const img = priorityImage(doc)!;
    Object.defineProperty(img, 'complete', { value: false });
    const waiting = whenPriorityImagePainted(doc, 10_000);
    expect(await settled(waiting)).toBe(false);
    img.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up waiting after the time allowed', async () => {
    const doc = page('<img src="b.png" fetchpriority="high">');
    Object.defineProperty(priorityImage(doc)!, 'complete', { value: false });
    const waiting = whenPriorityImagePainted(doc, 50);
    expect(await settled(waiting, 10)).toBe(false);
    expect(await settled(waiting, 80)).toBe(true);
  });

  it('does not wait for a picture already there', async () => {
    const doc = page('<img src="b.png" fetchpriority="high">');
    Object.defineProperty(priorityImage(doc)!, 'complete', { value: true });
    expect(await settled(whenPriorityImagePainted(doc, 10_000), 0)).toBe(true);
  });
});

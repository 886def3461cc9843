import { ownedByReact, whenOwnedByReact } from './hydration';

// React marks each element it owns with its fiber (`__reactFiber$<id>`) and props.
const own = (element: Element, props: Record<string, unknown> = {}) =>
  Object.assign(element, { __reactFiber$x1: {}, __reactProps$x1: props });

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('ownedByReact', () => {
  it('is false while an element of the server HTML has no fiber (a part still loading)', () => {
    const root = page('<main><button>Adicionar</button></main>');
    own(root.querySelector('main')!);
    expect(ownedByReact(root)).toBe(false);
    own(root.querySelector('button')!);
    expect(ownedByReact(root)).toBe(true);
  });

  it('leaves out what React hoists or never owns, and markup set as inner HTML', () => {
    const root = page('<link rel="preload"><div><svg><path></path></svg></div>');
    const div = own(root.querySelector('div')!);
    expect(ownedByReact(root)).toBe(false); // the svg is React's child, not inner HTML
    Object.assign(div, { __reactProps$x1: { dangerouslySetInnerHTML: { __html: '' } } });
    expect(ownedByReact(root)).toBe(true);
  });

  it('resolves once every element is owned', async () => {
    const root = page('<p>texto</p>');
    let done = false;
    const waiting = whenOwnedByReact(root).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(done).toBe(false);
    own(root.querySelector('p')!);
    await waiting;
    expect(done).toBe(true);
  });
});

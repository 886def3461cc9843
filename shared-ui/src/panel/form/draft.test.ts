import { saveReloadState } from '../../reload-state';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';

const key = draftKey('brand', undefined);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('form drafts across a forced reload', () => {
  it('an open draft is saved to sessionStorage before the reload and read back after it', () => {
    writeDraft(key, { name: 'Marca nova' }, null);
    saveReloadState();
    expect(sessionStorage.getItem('catalogo:reload-state')).toContain('Marca nova');
    // Even without the browser's copy, the draft the reload kept comes back, once.
    localStorage.clear();
    expect(readDraft<{ name: string }>(key)?.values).toEqual({ name: 'Marca nova' });
    expect(readDraft(key)).toBeNull();
  });

  it('the kept draft wins over an older one in localStorage', () => {
    localStorage.setItem(
      key,
      JSON.stringify({ values: { name: 'antigo' }, version: null, savedAt: '' }),
    );
    writeDraft(key, { name: 'recente' }, 3);
    saveReloadState();
    localStorage.setItem(
      key,
      JSON.stringify({ values: { name: 'antigo' }, version: null, savedAt: '' }),
    );
    expect(readDraft<{ name: string }>(key)).toMatchObject({
      values: { name: 'recente' },
      version: 3,
    });
  });

  it('a draft that ended (saved, discarded) is not kept', () => {
    writeDraft(key, { name: 'Marca nova' }, null);
    clearDraft(key);
    saveReloadState();
    expect(sessionStorage.getItem('catalogo:reload-state') ?? '').not.toContain('Marca nova');
    expect(readDraft(key)).toBeNull();
  });
});

import {
  forgetAcrossReload,
  keepAcrossReload,
  saveReloadState,
  takeReloadState,
} from './reload-state';

const KEY = 'catalogo:reload-state';

beforeEach(() => sessionStorage.clear());

describe('state kept across a forced reload', () => {
  it('saves what each part holds at the moment of the reload, and gives it back once', () => {
    let typed = 'Filtro';
    const stop = keepAcrossReload('test:a', () => ({ typed }));
    typed = 'Filtro de óleo';
    saveReloadState();
    stop();

    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}')).toEqual({
      'test:a': { typed: 'Filtro de óleo' },
    });
    expect(takeReloadState('test:a')).toEqual({ typed: 'Filtro de óleo' });
    expect(takeReloadState('test:a')).toBeUndefined();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing for a part that holds nothing, or that is forgotten', () => {
    const stopEmpty = keepAcrossReload('test:empty', () => undefined);
    keepAcrossReload('test:gone', () => 'x');
    forgetAcrossReload('test:gone');
    saveReloadState();
    stopEmpty();
    expect(takeReloadState('test:empty')).toBeUndefined();
    expect(takeReloadState('test:gone')).toBeUndefined();
  });

  it('a part that throws does not stop the others', () => {
    const stopBad = keepAcrossReload('test:bad', () => {
      throw new Error('broken');
    });
    const stopGood = keepAcrossReload('test:good', () => 42);
    saveReloadState();
    stopBad();
    stopGood();
    expect(takeReloadState('test:good')).toBe(42);
  });

  it('the way out of an older source does not remove a newer one for the same key', () => {
    const stopOld = keepAcrossReload('test:k', () => 'old');
    const stopNew = keepAcrossReload('test:k', () => 'new');
    stopOld();
    saveReloadState();
    stopNew();
    expect(takeReloadState('test:k')).toBe('new');
  });

  it('survives a corrupt record and refused storage', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(takeReloadState('test:a')).toBeUndefined();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const stop = keepAcrossReload('test:a', () => 1);
    expect(() => saveReloadState(refusing)).not.toThrow();
    stop();
  });
});

describe('a forced reload underway', () => {
  it('is announced once the state is saved, so forms do not ask to leave', async () => {
    jest.resetModules();
    const fresh = await import('./reload-state');
    expect(fresh.isForcedReloadUnderway()).toBe(false);
    fresh.saveReloadState();
    expect(fresh.isForcedReloadUnderway()).toBe(true);
  });
});

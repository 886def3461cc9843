import type { SearchDictionary } from './search-dictionary';
import { descriptionRank, parseQuery, typoCandidates } from './search-query';
import { editDistance, searchWords, singular, typoBudget } from './search-words';

describe('searchWords', () => {
  it('folds accents, case and punctuation, drops stop words and makes plurals singular', () => {
    expect(searchWords('Pastilhas de FREIO p/ Gol')).toEqual(['pastilha', 'freio', 'gol']);
    expect(searchWords('Filtro de Óleo com sensor')).toEqual(['filtro', 'oleo', 'sensor']);
    expect(searchWords('ANÉIS DE PISTÕES')).toEqual(['anel', 'pistao']);
  });

  it('reads the pt-BR plural endings', () => {
    const pairs: [string, string][] = [
      ['filtros', 'filtro'],
      ['pistoes', 'pistao'],
      ['terminais', 'terminal'],
      ['flexiveis', 'flexivel'],
      ['farois', 'farol'],
      ['coxins', 'coxim'],
      ['motores', 'motor'],
      ['luzes', 'luz'],
      ['kits', 'kit'],
      ['pneus', 'pneu'],
    ];
    for (const [plural, one] of pairs) {
      expect(singular(plural)).toBe(one);
      expect(singular(one)).toBe(one);
    }
    // Too short to be a plural, or a double s.
    expect(singular('gas')).toBe('gas');
    expect(singular('abs')).toBe('abs');
    expect(singular('cross')).toBe('cross');
  });
});

describe('editDistance', () => {
  it('counts a transposition of neighbours as one edit', () => {
    expect(editDistance('freio', 'frieo', 2)).toBe(1);
    expect(editDistance('filtro', 'fltro', 2)).toBe(1);
    expect(editDistance('pastilha', 'pastiha', 2)).toBe(1);
    expect(editDistance('pastilha', 'pasitlah', 3)).toBe(2);
    expect(editDistance('freio', 'freio', 1)).toBe(0);
  });

  it('stops at max + 1', () => {
    expect(editDistance('amortecedor', 'radiador', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('forgives none under four letters, one from four, two from nine', () => {
    expect(typoBudget('oleo')).toBe(1);
    expect(typoBudget('ole')).toBe(0);
    expect(typoBudget('embreagem')).toBe(2);
    expect(typoBudget('pastilha')).toBe(1);
  });
});

function dictionary(): SearchDictionary {
  const descriptions = [
    { id: 'd1', name: 'PASTILHA DE FREIO', synonyms: ['PASTILHA'], count: 30 },
    { id: 'd2', name: 'DISCO DE FREIO', synonyms: [], count: 20 },
    { id: 'd3', name: 'CORREIA DENTADA', synonyms: [], count: 10 },
    { id: 'd4', name: 'TENSOR DA CORREIA DENTADA', synonyms: [], count: 5 },
  ].map((d) => ({
    id: d.id,
    name: d.name,
    forms: [d.name, ...d.synonyms].map(searchWords),
    count: d.count,
  }));
  const words = ['pastilha', 'freio', 'disco', 'correia', 'dentada', 'tensor', 'dianteira'];
  return {
    terms: [...words].sort(),
    counts: new Map(words.map((w) => [w, 1])),
    descriptions,
    brands: [],
    factories: [{ id: 'f1', name: 'VOLKSWAGEN', norm: 'volkswagen' }],
    models: new Map([
      ['gol', { model: 'GOL', factories: [{ id: 'f1', name: 'VOLKSWAGEN' }] }],
      ['polo', { model: 'POLO', factories: [{ id: 'f1', name: 'VOLKSWAGEN' }] }],
    ]),
  };
}

describe('parseQuery', () => {
  it('reads typos only for words that start no word of the catalogue', () => {
    const parsed = parseQuery(dictionary(), 'pastiha de frieo', true);
    expect(parsed.words.map((w) => [w.stem, w.typos])).toEqual([
      ['pastiha', ['pastilha']],
      ['frieo', ['freio']],
    ]);
    expect(parseQuery(dictionary(), 'pastil', true).words[0]!.typos).toEqual([]);
    expect(typoCandidates(dictionary(), 'ole', 'ole')).toEqual([]);
  });

  it('reads a model, its maker and a year as a vehicle', () => {
    const parsed = parseQuery(dictionary(), 'pastilha gol 2015', true);
    expect(parsed.words.map((w) => w.stem)).toEqual(['pastilha']);
    expect(parsed.vehicle).toEqual({
      words: ['gol', '2015'],
      label: 'Gol 2015',
      factory: { id: 'f1', name: 'VOLKSWAGEN' },
      model: 'GOL',
      year: 2015,
    });
    // A year alone is no vehicle (it may be a code), nor a vehicle when the picker chose one.
    expect(parseQuery(dictionary(), 'pastilha 2015', true).vehicle).toBeNull();
    expect(parseQuery(dictionary(), 'pastilha gol', false).vehicle).toBeNull();
  });

  it('ranks the description that is the words first, then phrase, all words, typos', () => {
    const ranks = (q: string) =>
      Object.fromEntries(
        parseQuery(dictionary(), q, true).descriptionRanks.map((r) => [r.id, r.rank]),
      );
    expect(ranks('correia dentada')).toEqual({ d3: 3, d4: 4 });
    expect(ranks('dentada correia')).toEqual({ d3: 5, d4: 5 });
    expect(ranks('pastilhas')).toEqual({ d1: 3 });
    expect(ranks('disco frieo')).toEqual({ d2: 6 });
    expect(descriptionRank(parseQuery(dictionary(), 'tensor', true).words, ['disco'])).toBe(7);
  });
});

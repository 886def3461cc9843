import { withoutWords } from './query-words';

describe('withoutWords', () => {
  it('takes the vehicle words out of the query and keeps the rest in order', () => {
    expect(withoutWords('pastilha gol 2015', ['gol', '2015'])).toBe('pastilha');
    expect(withoutWords('gol pastilha dianteira 2015', ['gol', '2015'])).toBe('pastilha dianteira');
  });

  it('compares without case or accents', () => {
    expect(withoutWords('Pastilha GOL Grêmio', ['gol', 'gremio'])).toBe('Pastilha');
  });

  it('takes each word out once only', () => {
    expect(withoutWords('gol gol bola', ['gol'])).toBe('gol bola');
  });

  it('takes out a model of several words', () => {
    expect(withoutWords('farol santa fe 2012', ['santa fe', '2012'])).toBe('farol');
  });

  it('leaves an empty query when every word was the vehicle', () => {
    expect(withoutWords('  gol   2015 ', ['gol', '2015'])).toBe('');
  });
});

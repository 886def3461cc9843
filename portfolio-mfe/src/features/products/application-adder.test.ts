import { yearProblems } from './application-adder';

const made = (yearStart: number, yearEnd: number | null) => ({
  id: 'v1',
  version: 1,
  yearStart,
  yearEnd,
});

describe('the years of a new application', () => {
  it('may be blank, or any years inside the vehicle’s', () => {
    expect(yearProblems(made(2008, 2014), { start: '', end: '' })).toEqual({});
    expect(yearProblems(made(2008, 2014), { start: '2008', end: '2014' })).toEqual({});
    expect(yearProblems(made(2008, 2014), { start: ' 2010 ', end: '2012' })).toEqual({});
    // a vehicle still made has no last year
    expect(yearProblems(made(2019, null), { start: '2020', end: '2031' })).toEqual({});
  });

  it('names a year outside the vehicle’s, a year that is not one and an end before the start', () => {
    expect(yearProblems(made(2008, 2014), { start: '2007', end: '2015' })).toEqual({
      start: 'Fora dos anos do veículo (2008–2014).',
      end: 'Fora dos anos do veículo (2008–2014).',
    });
    expect(yearProblems(made(2019, null), { start: '2018', end: '' })).toEqual({
      start: 'Fora dos anos do veículo (2019–atual).',
    });
    expect(yearProblems(made(2008, 2014), { start: '201', end: '20x4' })).toEqual({
      start: 'Informe o ano com 4 dígitos.',
      end: 'Informe o ano com 4 dígitos.',
    });
    expect(yearProblems(made(2008, 2014), { start: '2012', end: '2010' })).toEqual({
      end: 'O ano final não pode ser anterior ao inicial.',
    });
  });
});

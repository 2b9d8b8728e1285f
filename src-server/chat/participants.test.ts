import { describe, expect, it } from 'vitest';
import { abbreviationOf, byName } from './participants';

describe('abbreviationOf', () => {
  it('takes the first letters of the first and last names, upper case (§3)', () => {
    expect(abbreviationOf('Mariana Costa Ribeiro')).toBe('MR');
    expect(abbreviationOf('João Pedro Almeida')).toBe('JA');
    expect(abbreviationOf('ana beatriz souza lima')).toBe('AL');
    expect(abbreviationOf('  Élida   de   Araújo ')).toBe('ÉA');
  });

  it('gives a single name its first letter, and nothing for no name', () => {
    expect(abbreviationOf('Xuxa')).toBe('X');
    expect(abbreviationOf('   ')).toBe('');
  });
});

describe('byName', () => {
  it('sorts as pt-BR readers expect: accents and case do not push a name after Z', () => {
    const people = ['Zuleica', 'Álvaro', 'ana', 'Otávio', 'Ana'].map((name, id) => ({ name, id }));
    expect(people.sort(byName).map((person) => person.name)).toEqual(['Álvaro', 'ana', 'Ana', 'Otávio', 'Zuleica']);
  });
});

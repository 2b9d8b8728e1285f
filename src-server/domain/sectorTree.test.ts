import { describe, expect, it } from 'vitest';
import { chosenWithDescendants, type TreeNode } from './sectorTree';

const node = (id: number, name: string, parentId: number | null = null): TreeNode => ({ id, name, parentId });

const forest = [
  node(1, 'Gabinete'),
  node(2, 'Secretaria de Administração'),
  node(3, 'Protocolo', 2),
  node(4, 'Arquivo', 3),
  node(5, 'Recursos Humanos', 2),
  node(6, 'Almoxarifado', 2),
  node(7, 'Saúde'),
  node(8, 'Vigilância', 7),
  node(9, 'Atenção Básica', 7),
];

const names = (nodes: TreeNode[]) => nodes.map((sector) => sector.name);

describe('chosenWithDescendants', () => {
  it('lists a chosen sector with its descendants, parents first and siblings by name', () => {
    expect(names(chosenWithDescendants(forest, new Set([2])))).toEqual([
      'Secretaria de Administração',
      'Almoxarifado',
      'Protocolo',
      'Arquivo',
      'Recursos Humanos',
    ]);
  });

  it('lists each sector once when a chosen sector is also below another chosen one', () => {
    const result = chosenWithDescendants(forest, new Set([3, 2, 4]));
    expect(result.map((sector) => sector.id)).toEqual([2, 6, 3, 4, 5]);
  });

  it('orders separate branches in tree order, with accents sorted as in Portuguese', () => {
    expect(names(chosenWithDescendants(forest, new Set([7, 1])))).toEqual(['Gabinete', 'Saúde', 'Atenção Básica', 'Vigilância']);
  });

  it('leaves out the branch below a sector missing from the visible forest (disabled)', () => {
    const withoutProtocol = forest.filter((sector) => sector.id !== 3);
    expect(names(chosenWithDescendants(withoutProtocol, new Set([2])))).toEqual([
      'Secretaria de Administração',
      'Almoxarifado',
      'Recursos Humanos',
    ]);
    expect(names(chosenWithDescendants(withoutProtocol, new Set([4])))).toEqual(['Arquivo']);
  });

  it('returns nothing when nothing is chosen and survives a cycle in bad data', () => {
    expect(chosenWithDescendants(forest, new Set())).toEqual([]);
    const cyclic = [node(1, 'A', 2), node(2, 'B', 1), node(3, 'C')];
    expect(names(chosenWithDescendants(cyclic, new Set([3])))).toEqual(['C']);
  });
});

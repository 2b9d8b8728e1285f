import { describe, expect, it } from 'vitest';
import { indentSectors } from './sectorOptions';

const sector = (id: number, name: string, parentSectorId: number | null) => ({ id, name, symbol: name.slice(0, 3), parentSectorId });

describe('Alterar Setor choices', () => {
  it('drops duplicates by id and indents sub-sectors under their parent', () => {
    const result = indentSectors([
      sector(3, 'Protocolo Geral', 2),
      sector(2, 'Secretaria de Administração', null),
      sector(4, 'Arquivo Central', 3),
      sector(3, 'Protocolo Geral', 2),
      sector(1, 'Gabinete do Prefeito', null),
      sector(5, 'Recursos Humanos', 2),
    ]);
    expect(result).toEqual([
      { id: 1, name: 'Gabinete do Prefeito', padding: 0 },
      { id: 2, name: 'Secretaria de Administração', padding: 0 },
      { id: 3, name: 'Protocolo Geral', padding: 1 },
      { id: 4, name: 'Arquivo Central', padding: 2 },
      { id: 5, name: 'Recursos Humanos', padding: 1 },
    ]);
  });

  it('shows a sector whose parent is not the user’s at the top level', () => {
    expect(indentSectors([sector(4, 'Arquivo Central', 3)])).toEqual([{ id: 4, name: 'Arquivo Central', padding: 0 }]);
  });
});

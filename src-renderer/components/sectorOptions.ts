// The Alterar Setor choices: the user's sectors deduplicated by id (§7), each sub-sector indented
// under its parent, whatever order the server sent them in.
import type { SectorOption } from '../../src-shared/api/sectors';

export type IndentedSector = { id: number; name: string; padding: number };

export function indentSectors(sectors: readonly SectorOption[]): IndentedSector[] {
  const byId = new Map<number, SectorOption>();
  for (const sector of sectors) if (!byId.has(sector.id)) byId.set(sector.id, sector);

  const children = new Map<number | null, SectorOption[]>();
  for (const sector of byId.values()) {
    // A parent outside the list (a user in a sub-sector only) makes the sector a root here.
    const parent = sector.parentSectorId !== null && byId.has(sector.parentSectorId) ? sector.parentSectorId : null;
    children.set(parent, [...(children.get(parent) ?? []), sector]);
  }

  const result: IndentedSector[] = [];
  const visit = (parent: number | null, depth: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    for (const sector of siblings) {
      result.push({ id: sector.id, name: sector.name, padding: depth });
      visit(sector.id, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}

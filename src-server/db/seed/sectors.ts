// The demo organisation's sector tree (ids follow the order below, depth first) and a work group.
import type { Db } from '../open';

export type SectorSymbol =
  | 'GAB'
  | 'SEMAD'
  | 'PROT'
  | 'ARQ'
  | 'RH'
  | 'IMPORT'
  | 'SESAU'
  | 'ATB'
  | 'VISA'
  | 'SEMED'
  | 'SEFIN'
  | 'TRIB'
  | 'CPL';

type SeedSector = { symbol: SectorSymbol; name: string; color: string; ramal: string; type?: 'work-group'; children?: SeedSector[] };

export const DEMO_SECTORS: readonly SeedSector[] = [
  { symbol: 'GAB', name: 'Gabinete do Prefeito', color: '#1b3a6b', ramal: '1001' },
  {
    symbol: 'SEMAD',
    name: 'Secretaria Municipal de Administração',
    color: '#2f6db5',
    ramal: '1100',
    children: [
      {
        symbol: 'PROT',
        name: 'Protocolo Geral',
        color: '#3b8ea5',
        ramal: '1110',
        children: [{ symbol: 'ARQ', name: 'Arquivo Central', color: '#6b7a8f', ramal: '1111' }],
      },
      { symbol: 'RH', name: 'Recursos Humanos', color: '#8e5ea2', ramal: '1120' },
      { symbol: 'IMPORT', name: 'Setor de Importação de Dados', color: '#a0522d', ramal: '1130' },
    ],
  },
  {
    symbol: 'SESAU',
    name: 'Secretaria Municipal de Saúde',
    color: '#2e8b57',
    ramal: '1200',
    children: [
      { symbol: 'ATB', name: 'Atenção Básica', color: '#3cb371', ramal: '1210' },
      { symbol: 'VISA', name: 'Vigilância Sanitária', color: '#6b8e23', ramal: '1220' },
    ],
  },
  { symbol: 'SEMED', name: 'Secretaria Municipal de Educação', color: '#d98c1f', ramal: '1300' },
  {
    symbol: 'SEFIN',
    name: 'Secretaria Municipal de Finanças',
    color: '#b03a2e',
    ramal: '1400',
    children: [{ symbol: 'TRIB', name: 'Tributos', color: '#c0625a', ramal: '1410' }],
  },
  // A work group: people of several secretariats gathered for one duty, none of them its member here.
  { symbol: 'CPL', name: 'Comissão Permanente de Licitação', color: '#4b5563', ramal: '1500', type: 'work-group' },
];

export function seedSectors(db: Db): Map<SectorSymbol, number> {
  const insert = db.prepare(
    `INSERT INTO sectors (name, symbol, type, parent_id, color, telephone, ramal, status, internal_email)
     VALUES (@name, @symbol, @type, @parentId, @color, @telephone, @ramal, 'enabled', @internalEmail)`,
  );
  const ids = new Map<SectorSymbol, number>();
  const visit = (sector: SeedSector, parentId: number | null) => {
    const { lastInsertRowid } = insert.run({
      name: sector.name,
      symbol: sector.symbol,
      type: sector.type ?? 'sector',
      parentId,
      color: sector.color,
      telephone: `(35) 3421-${sector.ramal}`,
      ramal: sector.ramal,
      internalEmail: `${sector.symbol.toLowerCase()}@setores.demo.gov.br`,
    });
    ids.set(sector.symbol, Number(lastInsertRowid));
    for (const child of sector.children ?? []) visit(child, Number(lastInsertRowid));
  };
  for (const sector of DEMO_SECTORS) visit(sector, null);
  return ids;
}

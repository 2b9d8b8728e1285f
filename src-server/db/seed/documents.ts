// Demo documents to sign: ofícios and memorandos of the demo sectors, each a small PDF written by
// textPdf. Seeded with the organisation, and into a demo database that predates migration 003.
import { createHash, randomUUID } from 'node:crypto';
import { textPdf } from '../../documents/textPdf';
import type { Db } from '../open';
import { DEMO_ORGANIZATION } from './organization';
import type { SectorSymbol } from './sectors';

export type DemoDocument = {
  number: string;
  title: string;
  sector: SectorSymbol;
  /** E-mail of the demo user who wrote it. */
  author: string;
  body: readonly string[];
};

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    number: 'Ofício nº 12/2026 — GAB',
    title: 'Convite para a audiência pública de revisão do Plano Diretor',
    sector: 'GAB',
    author: 'admin@demo.gov.br',
    body: [
      'À Câmara Municipal de Vale Verde\nPraça Tiradentes, 120 — Centro',
      'Senhor Presidente,',
      'Convidamos Vossa Excelência e os senhores vereadores para a audiência pública de revisão do Plano Diretor, no dia 20 de fevereiro de 2026, às 19h, no auditório da Prefeitura.',
      'Na ocasião serão apresentadas as propostas de zoneamento e ouvidas as contribuições da população e dos conselhos municipais.',
      'Atenciosamente,',
      'Mariana Costa Ribeiro\nChefe de Gabinete',
    ],
  },
  {
    number: 'Ofício nº 3/2026 — SEMAD',
    title: 'Solicitação de cessão de servidora à Secretaria de Educação',
    sector: 'SEMAD',
    author: 'admin@demo.gov.br',
    body: [
      'À Secretaria Municipal de Educação',
      'Senhora Secretária,',
      'Solicitamos a cessão da servidora Fernanda Oliveira Santos, pelo prazo de seis meses, para apoiar a implantação do sistema de matrícula on-line.',
      'A cessão será sem ônus para a Secretaria de Educação, mantidos os vencimentos pela Secretaria de Administração.',
      'Atenciosamente,',
      'Mariana Costa Ribeiro\nSecretaria Municipal de Administração',
    ],
  },
  {
    number: 'Memorando nº 45/2026 — PROT',
    title: 'Encaminhamento de processos encerrados ao Arquivo Central',
    sector: 'PROT',
    author: 'servidor@demo.gov.br',
    body: [
      'Ao Arquivo Central',
      'Encaminhamos 38 processos administrativos encerrados em 2025, relacionados na planilha anexa, para guarda conforme a tabela de temporalidade do município.',
      'Solicitamos a conferência e a devolução do termo de recebimento assinado.',
      'João Pedro Almeida\nProtocolo Geral',
    ],
  },
  {
    number: 'Memorando nº 8/2026 — SESAU',
    title: 'Escala de plantão das unidades de Atenção Básica em fevereiro',
    sector: 'SESAU',
    author: 'servidora@demo.gov.br',
    body: [
      'À Coordenação de Atenção Básica',
      'Segue a escala de plantão das unidades básicas de saúde para o mês de fevereiro, incluídos os feriados de Carnaval.',
      'Eventuais trocas devem ser comunicadas com 48 horas de antecedência a esta Secretaria.',
      'Ana Beatriz Souza Lima\nSecretaria Municipal de Saúde',
    ],
  },
  {
    number: 'Memorando nº 21/2026 — SEFIN',
    title: 'Cronograma de encerramento do exercício contábil de 2025',
    sector: 'SEFIN',
    author: 'senha@demo.gov.br',
    body: [
      'A todas as Secretarias',
      'Informamos o cronograma de encerramento do exercício de 2025: empenhos até 15 de janeiro, liquidações até 25 de janeiro e envio dos balancetes até 5 de fevereiro.',
      'Dúvidas podem ser encaminhadas ao setor de Tributos pelo ramal 1410.',
      'Luiz Henrique Barbosa\nSecretaria Municipal de Finanças',
    ],
  },
];

export const PDF_MEDIA_TYPE = 'application/pdf';

export function seedDocuments(db: Db, createdAt: string): void {
  const sectorId = db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck();
  const authorOf = db.prepare<[string], { id: number; name: string }>(
    'SELECT users.id, people.name FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?',
  );
  const insert = db.prepare(
    `INSERT INTO documents (uuid, title, number, sector_id, created_by, created_at, media_type, content, content_sha256)
     VALUES (@uuid, @title, @number, @sectorId, @createdBy, @createdAt, @mediaType, @content, @sha256)`,
  );
  for (const document of DEMO_DOCUMENTS) {
    const author = authorOf.get(document.author);
    const sector = sectorId.get(document.sector);
    if (author === undefined || sector === undefined) throw new Error(`Demo document ${document.number}: unknown author or sector`);
    const content = textPdf({
      heading: DEMO_ORGANIZATION.name,
      number: document.number,
      title: document.title,
      body: document.body,
      author: author.name,
      createdAt: new Date(createdAt),
    });
    insert.run({
      uuid: randomUUID(),
      title: document.title,
      number: document.number,
      sectorId: sector,
      createdBy: author.id,
      createdAt,
      mediaType: PDF_MEDIA_TYPE,
      content,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  }
}

/** The schema version that created the documents table. */
const DOCUMENTS_SINCE_VERSION = 3;

/**
 * A demo database created before documents existed gets the demo documents once, on the upgrade
 * that adds the table, as long as it still is the demo organisation with its demo authors.
 */
export function backfillDemoDocuments(db: Db, migratedFrom: number, now: Date): boolean {
  if (migratedFrom === 0 || migratedFrom >= DOCUMENTS_SINCE_VERSION) return false;
  const isDemo = db.prepare('SELECT count(*) FROM organization WHERE document_number = ?').pluck().get(DEMO_ORGANIZATION.documentNumber) === 1;
  const emails = [...new Set(DEMO_DOCUMENTS.map((document) => document.author))];
  const placeholders = emails.map(() => '?').join(', ');
  const authors = db
    .prepare(`SELECT count(*) FROM users JOIN people ON people.id = users.person_id WHERE people.email IN (${placeholders})`)
    .pluck()
    .get(...emails);
  const empty = db.prepare('SELECT count(*) FROM documents').pluck().get() === 0;
  if (!isDemo || !empty || authors !== emails.length) return false;
  db.transaction(() => seedDocuments(db, now.toISOString()))();
  return true;
}

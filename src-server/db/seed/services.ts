// Demo data of the Carta de Serviços (issue 16): the demo organisation's services, by the sector
// that answers them, each filed as a request of a demo subject; the LAI information request with
// its own subject (answered by the Protocolo Geral, which keeps the SIC); one disabled service.
// Written after document creation (the subjects it names), so no earlier id moves.
import type { Db } from '../open';
import { PARKING_CREDENTIAL_SUBJECT } from './documentCreation';
import type { SectorSymbol } from './sectors';

/** The subject of a LAI information request; the LAI page files it. */
export const LAI_SUBJECT = 'Pedido de acesso à informação (LAI)';

type SeedService = {
  name: string;
  sector: SectorSymbol;
  subject: string | null;
  description: string;
  who: string;
  how: string;
  deadline: string;
  cost?: string;
  channels: string[];
  status?: 'enabled' | 'disabled';
};

const PORTAL = 'Portal do Cidadão';
const DESK = 'Presencial: Protocolo Geral, Praça Tiradentes, 100 — Centro';

export const DEMO_SERVICES: readonly SeedService[] = [
  {
    name: 'Pedido de acesso à informação',
    sector: 'PROT',
    subject: LAI_SUBJECT,
    description: 'Peça qualquer informação pública produzida ou guardada pela Prefeitura, sem precisar explicar o motivo (Lei nº 12.527/2011).',
    who: 'Qualquer pessoa, física ou jurídica.',
    how: 'Descreva com clareza a informação que você procura. Se preferir, indique o formato em que quer recebê-la.',
    deadline: 'Até 20 dias, prorrogáveis por mais 10 com justificativa.',
    channels: [PORTAL, DESK],
  },
  {
    name: 'Protocolo de requerimento geral',
    sector: 'PROT',
    subject: 'Ouvidoria',
    description: 'Requerimentos, sugestões, reclamações e elogios que não se encaixam em outro serviço.',
    who: 'Qualquer cidadão ou empresa.',
    how: 'Explique o seu pedido e anexe os documentos que o comprovem.',
    deadline: 'Até 30 dias.',
    channels: [PORTAL, DESK],
  },
  {
    name: 'Manutenção da iluminação pública',
    sector: 'SEMAD',
    subject: 'Solicitação de iluminação pública',
    description: 'Instalação, troca ou reparo de lâmpadas e postes da iluminação pública.',
    who: 'Qualquer cidadão.',
    how: 'Informe o endereço, um ponto de referência e, se possível, o número do poste.',
    deadline: 'Até 15 dias úteis.',
    channels: [PORTAL, 'Telefone: (35) 3421-1000'],
  },
  {
    name: 'Credencial de estacionamento para idoso ou pessoa com deficiência',
    sector: 'SEMAD',
    subject: PARKING_CREDENTIAL_SUBJECT,
    description: 'Credencial que autoriza o uso das vagas reservadas em estacionamentos públicos e privados.',
    who: 'Pessoas com 60 anos ou mais e pessoas com deficiência com mobilidade reduzida.',
    how: 'Anexe documento de identidade e, para pessoa com deficiência, o laudo médico.',
    deadline: 'Até 10 dias úteis.',
    channels: [PORTAL, DESK],
  },
  {
    name: 'Denúncia sanitária',
    sector: 'VISA',
    subject: 'Denúncia sanitária',
    description: 'Denuncie irregularidades sanitárias em bares, restaurantes, mercados e outros estabelecimentos.',
    who: 'Qualquer pessoa. A denúncia pode ser anônima.',
    how: 'Informe o estabelecimento, o endereço e o que foi observado, com data e horário aproximados.',
    deadline: 'Fiscalização em até 30 dias.',
    channels: [PORTAL, 'Telefone: (35) 3421-1156'],
  },
  {
    name: 'Licença sanitária de funcionamento',
    sector: 'VISA',
    subject: 'Alvarás e licenças',
    description: 'Licença exigida de estabelecimentos de alimentos, saúde e beleza antes de abrirem as portas.',
    who: 'Empresas e profissionais autônomos.',
    how: 'Anexe o CNPJ, o contrato social e a planta do estabelecimento.',
    deadline: 'Vistoria em até 30 dias.',
    cost: 'Taxa conforme o Código Tributário Municipal, paga por boleto.',
    channels: [PORTAL, DESK],
  },
  {
    name: 'Agendamento na unidade básica de saúde',
    sector: 'ATB',
    subject: 'Saúde pública',
    description: 'Pedido de consulta com clínico geral, pediatra ou ginecologista na unidade básica mais próxima.',
    who: 'Moradores do município com Cartão SUS.',
    how: 'Informe o número do Cartão SUS e a especialidade.',
    deadline: 'Resposta em até 5 dias úteis.',
    channels: [PORTAL, 'Presencial: na unidade básica de saúde do seu bairro'],
  },
  {
    name: 'Matrícula na rede municipal de ensino',
    sector: 'SEMED',
    subject: 'Pedido de matrícula escolar',
    description: 'Matrícula de crianças na educação infantil e no ensino fundamental das escolas municipais.',
    who: 'Pais ou responsáveis legais.',
    how: 'Informe os dados do aluno e anexe a certidão de nascimento e o comprovante de residência.',
    deadline: 'Até 15 dias.',
    channels: [PORTAL, 'Presencial: Secretaria Municipal de Educação'],
  },
  {
    name: 'Transporte escolar',
    sector: 'SEMED',
    subject: 'Transporte escolar',
    description: 'Vaga no transporte escolar gratuito para alunos que moram longe da escola.',
    who: 'Alunos da rede pública que moram a mais de 2 km da escola.',
    how: 'Informe a escola, a série e o endereço do aluno.',
    deadline: 'Até 20 dias.',
    channels: [PORTAL],
  },
  {
    name: 'Parcelamento de débitos de IPTU',
    sector: 'TRIB',
    subject: 'Parcelamento de débitos de IPTU',
    description: 'Parcele em até 12 vezes os débitos de IPTU em atraso.',
    who: 'O proprietário do imóvel ou seu representante.',
    how: 'Informe a inscrição imobiliária e o número de parcelas desejado.',
    deadline: 'Até 10 dias úteis.',
    channels: [PORTAL, 'Presencial: Secretaria Municipal de Finanças'],
  },
  {
    name: 'Certidão negativa de débitos municipais',
    sector: 'TRIB',
    subject: 'Tributos e arrecadação',
    description: 'Certidão que comprova não haver débitos com o município.',
    who: 'Qualquer pessoa física ou jurídica.',
    how: 'Informe o CPF ou o CNPJ do contribuinte.',
    deadline: 'Até 3 dias úteis.',
    channels: [PORTAL],
  },
  {
    name: 'Poda ou remoção de árvore',
    sector: 'GAB',
    subject: 'Meio ambiente',
    description: 'Pedido de vistoria para poda ou remoção de árvores em calçadas e áreas públicas.',
    who: 'Qualquer cidadão.',
    how: 'Informe o endereço e anexe uma foto da árvore.',
    deadline: 'Vistoria em até 30 dias.',
    channels: [PORTAL, DESK],
  },
  {
    name: 'Protocolo em papel (descontinuado)',
    sector: 'PROT',
    subject: null,
    description: 'Substituído pelo protocolo pelo Portal do Cidadão.',
    who: 'Qualquer cidadão.',
    how: 'Não é mais oferecido.',
    deadline: '',
    channels: [DESK],
    status: 'disabled',
  },
];

export function seedServices(db: Db, now: string): void {
  db.prepare(
    `INSERT INTO subjects (name, description, priority, recipients_type, sector_id)
     VALUES (?, ?, 2, 'opened', (SELECT id FROM sectors WHERE symbol = 'PROT')) ON CONFLICT (name) DO NOTHING`,
  ).run(LAI_SUBJECT, 'Pedidos de acesso à informação pública (Lei nº 12.527/2011), recebidos pelo Serviço de Informação ao Cidadão.');
  const sectorId = db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck();
  const subjectId = db.prepare<[string], number>('SELECT id FROM subjects WHERE name = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO services (name, description, sector_id, subject_id, document_type, status, who_may_request, how_to_request, deadline, cost, channels, created_at, updated_at)
     VALUES (@name, @description, @sectorId, @subjectId, 'requerimento', @status, @who, @how, @deadline, @cost, @channels, @now, @now)`,
  );
  for (const service of DEMO_SERVICES) {
    const sector = sectorId.get(service.sector);
    const subject = service.subject === null ? null : subjectId.get(service.subject);
    if (sector === undefined || subject === undefined) throw new Error(`Demo service ${service.name}: sector or subject missing`);
    insert.run({
      name: service.name,
      description: service.description,
      sectorId: sector,
      subjectId: subject,
      status: service.status ?? 'enabled',
      who: service.who,
      how: service.how,
      deadline: service.deadline,
      cost: service.cost ?? '',
      channels: JSON.stringify(service.channels),
      now,
    });
  }
  // Each enabled service's subject is one a citizen may file from the portal, answered by the
  // service's sector where the subject names none (the demo's vocabulary subjects name none).
  db.prepare(
    `UPDATE subjects SET external_can_create = 1,
       sector_id = coalesce(sector_id, (SELECT sv.sector_id FROM services sv WHERE sv.subject_id = subjects.id AND sv.status = 'enabled' ORDER BY sv.id LIMIT 1))
     WHERE id IN (SELECT subject_id FROM services WHERE status = 'enabled' AND subject_id IS NOT NULL)`,
  ).run();
}

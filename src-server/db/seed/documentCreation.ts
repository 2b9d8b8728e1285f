// Demo data of document creation (issue 5): subjects of the demo sectors covering each recipients
// type (the type's default, restricted, broadcast with the subject's own recipients), with terms,
// custom fields, stages with their flows (a required attachment, a signature, Emitir Autorização) and model HTML; broadcast lists; memo models (blueprints) per sector; and
// two companies as contacts (Pessoa jurídica). Written after the inbox, so its ids do not move.
import { randomUUID } from 'node:crypto';
import { stageActionsOf, type StageAction, type StageRequirement } from '../../../src-shared/api/flow';
import type { Priority } from '../../../src-shared/api/priority';
import type { Db } from '../open';
import type { SectorSymbol } from './sectors';

type SeedRecipient = { sector?: SectorSymbol; list?: string; cc?: boolean };
/** A stage by name (the default flow), or with its own actions and requirements. */
type SeedStage = string | { name: string; actions?: StageAction[]; requirements?: StageRequirement[] };
type SeedSubject = {
  name: string;
  sector: SectorSymbol;
  description: string;
  model: string;
  priority: Priority;
  recipientsType: 'opened' | 'opened_limited' | 'broadcast';
  isCircular?: boolean;
  terms?: string;
  stages?: SeedStage[];
  fields?: { key: string; label: string; type: 'text' | 'number' | 'date'; required: boolean }[];
  anonymously?: boolean;
  secretly?: boolean;
  identified?: boolean;
  description_on_document?: boolean;
  recipients?: SeedRecipient[];
  status?: 'enabled' | 'disabled';
  /** Citizens may file under it in the portal (external_can_create), and how they must have logged in. */
  external?: boolean;
  icpLoginRequired?: boolean;
  govbrLoginRequired?: boolean;
};

export const DEMO_BROADCAST_LISTS: readonly { name: string; sector: SectorSymbol; members: SectorSymbol[]; people?: string[] }[] = [
  { name: 'Secretarias municipais', sector: 'GAB', members: ['SEMAD', 'SESAU', 'SEMED', 'SEFIN'] },
  { name: 'Unidades de saúde', sector: 'SESAU', members: ['ATB', 'VISA'], people: ['servidora@demo.gov.br'] },
  { name: 'Chefias da Administração', sector: 'SEMAD', members: ['PROT', 'RH', 'IMPORT'], people: ['servidor@demo.gov.br'] },
];

/** The subject whose flow emits an authorisation (a parking credential). */
export const PARKING_CREDENTIAL_SUBJECT = 'Credencial de estacionamento (idoso ou pessoa com deficiência)';

/** Requests a citizen may reopen by answering once closed: a street light that fails again, a
 * credential request the citizen completes after it was turned down for a missing document. */
export const REOPENABLE_SUBJECTS: readonly string[] = ['Solicitação de iluminação pública', PARKING_CREDENTIAL_SUBJECT];

/** The subject's stages as subjects store them ([{name, position, actions, requirements}]). */
function seedStages(stages: readonly SeedStage[]) {
  const positions = stages.map((_, index) => index + 1);
  return stages.map((stage, index) => {
    const item = typeof stage === 'string' ? { name: stage } : stage;
    return { name: item.name, position: index + 1, actions: stageActionsOf(index + 1, positions, item.actions), requirements: item.requirements ?? [] };
  });
}

export const DEMO_SUBJECTS: readonly SeedSubject[] = [
  {
    name: 'Solicitação de iluminação pública',
    sector: 'SEMAD',
    description: 'Pedidos de instalação, troca ou reparo de lâmpadas e postes da iluminação pública.',
    model: '<p>Solicito a manutenção da iluminação pública no endereço abaixo.</p><p>Ponto de referência: </p>',
    priority: 2,
    recipientsType: 'opened',
    stages: ['Triagem', 'Vistoria', 'Execução do serviço'],
    fields: [{ key: 'numero_poste', label: 'Número do poste', type: 'text', required: false }],
    description_on_document: true,
    external: true,
  },
  {
    name: 'Denúncia sanitária',
    sector: 'VISA',
    description: 'Denúncias de irregularidades sanitárias em estabelecimentos, encaminhadas à Vigilância Sanitária.',
    model: '<p>Descreva a irregularidade observada, com data e horário aproximados.</p>',
    priority: 3,
    recipientsType: 'opened_limited',
    terms: 'Declaro que as informações prestadas são verdadeiras e estou ciente de que a denúncia falsa é crime (art. 339 do Código Penal).',
    stages: ['Recebimento', 'Fiscalização', { name: 'Conclusão', requirements: [{ type: 'signature' }] }],
    fields: [
      { key: 'estabelecimento', label: 'Estabelecimento denunciado', type: 'text', required: true },
      { key: 'data_ocorrencia', label: 'Data da ocorrência', type: 'date', required: false },
    ],
    anonymously: true,
    secretly: true,
    external: true,
  },
  {
    name: 'Comunicado geral às secretarias',
    sector: 'GAB',
    description: 'Comunicados do Gabinete do Prefeito a todas as secretarias municipais.',
    model: '<p>Senhores(as) Secretários(as),</p><p></p><p>Atenciosamente,</p>',
    priority: 2,
    recipientsType: 'broadcast',
    isCircular: true,
    recipients: [{ list: 'Secretarias municipais' }, { sector: 'PROT', cc: true }],
  },
  {
    name: 'Escala de plantão das unidades de saúde',
    sector: 'SESAU',
    description: 'Escalas mensais de plantão das unidades básicas de saúde.',
    model: '<p>Segue a escala de plantão do mês de </p><table><tbody><tr><td>Unidade</td><td>Plantonista</td></tr></tbody></table>',
    priority: 2,
    recipientsType: 'broadcast',
    recipients: [{ sector: 'ATB' }, { sector: 'VISA' }],
    fields: [{ key: 'mes_referencia', label: 'Mês de referência', type: 'text', required: true }],
  },
  {
    name: 'Pedido de matrícula escolar',
    sector: 'SEMED',
    description: 'Pedidos de vaga e matrícula na rede municipal de ensino.',
    model: '<p>Solicito vaga para o(a) aluno(a) abaixo identificado(a).</p>',
    priority: 2,
    recipientsType: 'opened',
    stages: [
      { name: 'Análise da documentação', requirements: [{ type: 'attachment', name: 'Comprovante de residência' }] },
      'Definição da escola',
      'Matrícula efetivada',
    ],
    fields: [
      { key: 'nome_aluno', label: 'Nome do(a) aluno(a)', type: 'text', required: true },
      { key: 'data_nascimento', label: 'Data de nascimento', type: 'date', required: true },
      { key: 'serie', label: 'Série pretendida', type: 'number', required: false },
    ],
    external: true,
  },
  {
    name: 'Parcelamento de débitos de IPTU',
    sector: 'TRIB',
    description: 'Pedidos de parcelamento de débitos do IPTU inscritos ou não em dívida ativa.',
    model: '<p>Solicito o parcelamento dos débitos de IPTU do imóvel de inscrição nº </p>',
    priority: 1,
    recipientsType: 'opened',
    terms: 'Estou ciente de que o atraso de três parcelas cancela o parcelamento e retoma a cobrança integral do débito.',
    fields: [{ key: 'inscricao_imobiliaria', label: 'Inscrição imobiliária', type: 'text', required: true }],
    external: true,
    govbrLoginRequired: true,
  },
  {
    name: 'Protocolo em papel (descontinuado)',
    sector: 'PROT',
    description: 'Assunto antigo, mantido para consulta dos documentos já registrados.',
    model: '',
    priority: 1,
    recipientsType: 'opened',
    status: 'disabled',
  },
  {
    // The flow with every action: a required attachment, then Emitir Autorização (the credential).
    name: PARKING_CREDENTIAL_SUBJECT,
    sector: 'SEMAD',
    description: 'Pedidos de credencial de estacionamento em vagas reservadas a idosos e a pessoas com deficiência.',
    model: '<p>Solicito a credencial de estacionamento em vaga reservada, conforme documentos anexos.</p>',
    priority: 2,
    recipientsType: 'opened',
    stages: [
      { name: 'Análise do pedido', requirements: [{ type: 'attachment', name: 'Documento de identidade' }] },
      { name: 'Emissão da credencial', actions: [{ type: 'should_emit_traffic_card' }, { type: 'move_stage_to' }] },
      'Entrega ao requerente',
    ],
    fields: [{ key: 'placa_veiculo', label: 'Placa do veículo', type: 'text', required: false }],
    external: true,
  },
];

export const DEMO_BLUEPRINTS: readonly { sector: SectorSymbol; name: string; content: string }[] = [
  { sector: 'GAB', name: 'Convocação para reunião', content: '<p>Convocamos Vossa Senhoria para reunião no dia ___/___/____, às ___h, no Gabinete do Prefeito.</p><p>Pauta: </p>' },
  { sector: 'GAB', name: 'Encaminhamento de documento', content: '<p>Encaminhamos, para conhecimento e providências, o documento anexo.</p><p>Atenciosamente,</p>' },
  { sector: 'SEMAD', name: 'Solicitação de material', content: '<p>Solicitamos a aquisição do material abaixo relacionado, para uso deste setor:</p><ul><li></li></ul>' },
  { sector: 'PROT', name: 'Recebimento de processo', content: '<p>Acusamos o recebimento do processo em epígrafe, que foi autuado e encaminhado ao setor competente.</p>' },
  { sector: 'RH', name: 'Concessão de férias', content: '<p>Comunicamos a concessão de férias ao(à) servidor(a) ______, no período de ___/___ a ___/___.</p>' },
  { sector: 'SESAU', name: 'Escala de plantão', content: '<p>Segue a escala de plantão das unidades para o mês de ______.</p>' },
  { sector: 'VISA', name: 'Notificação sanitária', content: '<p>Fica o estabelecimento notificado a regularizar, no prazo de ___ dias, as irregularidades abaixo:</p>' },
  { sector: 'SEMED', name: 'Calendário escolar', content: '<p>Informamos o calendário escolar do ano letivo, conforme anexo.</p>' },
  { sector: 'SEFIN', name: 'Solicitação de empenho', content: '<p>Solicitamos o empenho da despesa abaixo, na dotação orçamentária ______.</p>' },
];

export const DEMO_COMPANIES: readonly { name: string; email: string; cnpj: string }[] = [
  { name: 'Construtora Vale Verde Ltda.', email: 'contato@valeverde.demo.com.br', cnpj: '11444777000161' },
  { name: 'Associação de Moradores do Bairro São João', email: 'associacao.saojoao@demo.org.br', cnpj: '45723174000110' },
];

export function seedDocumentCreation(db: Db, createdAt: string): void {
  const sectorId = (symbol: SectorSymbol) => {
    const found = db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck().get(symbol);
    if (found === undefined) throw new Error(`Demo sector ${symbol} missing`);
    return found;
  };
  const personOf = db.prepare<[string], number>('SELECT id FROM people WHERE email = ?').pluck();

  const listIds = new Map<string, number>();
  const list = db.prepare<[string, number], number>('INSERT INTO broadcast_lists (name, sector_id) VALUES (?, ?) RETURNING id').pluck();
  const member = db.prepare('INSERT INTO broadcast_list_members (broadcast_id, sector_id, person_id) VALUES (?, ?, ?)');
  for (const item of DEMO_BROADCAST_LISTS) {
    const id = list.get(item.name, sectorId(item.sector)) as number;
    listIds.set(item.name, id);
    for (const symbol of item.members) member.run(id, sectorId(symbol), null);
    for (const email of item.people ?? []) {
      const personId = personOf.get(email);
      if (personId !== undefined) member.run(id, null, personId);
    }
  }

  const subject = db.prepare<Record<string, unknown>, number>(
    `INSERT INTO subjects (name, description, model, priority, is_circular, terms, recipients_type, stages, fields, users_can_create_anonymously,
       users_can_create_secretly, users_can_create_identified, can_set_description_on_document, sector_id, status, external_can_create, icp_login_required, govbr_login_required)
     VALUES (@name, @description, @model, @priority, @isCircular, @terms, @recipientsType, @stages, @fields, @anonymously, @secretly,
       @identified, @descriptionOnDocument, @sectorId, @status, @external, @icpRequired, @govbrRequired) RETURNING id`,
  ).pluck();
  const recipient = db.prepare('INSERT INTO subject_recipients (subject_id, position, is_cc, sector_id, broadcast_id) VALUES (?, ?, ?, ?, ?)');
  for (const item of DEMO_SUBJECTS) {
    const id = subject.get({
      name: item.name,
      description: item.description,
      model: item.model,
      priority: item.priority,
      isCircular: item.isCircular === true ? 1 : 0,
      terms: item.terms ?? null,
      recipientsType: item.recipientsType,
      stages: JSON.stringify(seedStages(item.stages ?? [])),
      fields: JSON.stringify(item.fields ?? []),
      anonymously: item.anonymously === true ? 1 : 0,
      secretly: item.secretly === true ? 1 : 0,
      identified: item.identified === false ? 0 : 1,
      descriptionOnDocument: item.description_on_document === true ? 1 : 0,
      sectorId: sectorId(item.sector),
      status: item.status ?? 'enabled',
      external: item.external === true ? 1 : 0,
      icpRequired: item.icpLoginRequired === true ? 1 : 0,
      govbrRequired: item.govbrLoginRequired === true ? 1 : 0,
    }) as number;
    (item.recipients ?? []).forEach((target, index) =>
      recipient.run(id, index, target.cc === true ? 1 : 0, target.sector === undefined ? null : sectorId(target.sector), target.list === undefined ? null : (listIds.get(target.list) ?? null)),
    );
  }

  const blueprint = db.prepare("INSERT INTO blueprints (name, content, sector_id, type, created_at, updated_at) VALUES (?, ?, ?, 'memo', ?, ?)");
  for (const item of DEMO_BLUEPRINTS) blueprint.run(item.name, item.content, sectorId(item.sector), createdAt, createdAt);

  const company = db.prepare('INSERT INTO people (uuid, name, email, cpf_cnpj) VALUES (?, ?, ?, ?)');
  for (const item of DEMO_COMPANIES) company.run(randomUUID(), item.name, item.email, item.cnpj);

  const reopenable = db.prepare('UPDATE subjects SET users_can_reopen_document = 1 WHERE name = ?');
  for (const name of REOPENABLE_SUBJECTS) reopenable.run(name);
}

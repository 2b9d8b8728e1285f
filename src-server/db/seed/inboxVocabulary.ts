// pt-BR words the inbox generator composes titles, subjects, stages and attachments from.
export const SUBJECTS = [
  'Licitações e contratos',
  'Recursos humanos',
  'Férias e licenças',
  'Obras e infraestrutura',
  'Saúde pública',
  'Vigilância sanitária',
  'Educação e matrículas',
  'Tributos e arrecadação',
  'Iluminação pública',
  'Ouvidoria',
  'Meio ambiente',
  'Patrimônio',
  'Transporte escolar',
  'Alvarás e licenças',
  'Convênios',
] as const;

export const DOCUMENT_TYPES = [
  { type: 'oficio', label: 'Ofício' },
  { type: 'memorando', label: 'Memorando' },
  { type: 'circular', label: 'Circular' },
  { type: 'requerimento', label: 'Requerimento' },
  { type: 'despacho', label: 'Despacho' },
] as const;

export const PROCESS_TYPE = { type: 'processo', label: 'Processo' } as const;

export const TITLE_STARTS = [
  'Solicitação de',
  'Encaminhamento de',
  'Pedido de informações sobre',
  'Parecer técnico sobre',
  'Comunicação de',
  'Requerimento de',
  'Relatório de',
  'Autorização para',
  'Prestação de contas de',
  'Cronograma de',
] as const;

export const TITLE_OBJECTS = [
  'manutenção da iluminação pública no bairro Jardim América',
  'férias de servidores do setor',
  'aquisição de material de escritório',
  'reforma da Escola Municipal Dom Pedro II',
  'vacinação contra a gripe nas unidades básicas',
  'vistoria sanitária em estabelecimentos do Centro',
  'alvará de funcionamento de comércio',
  'cessão de servidora à Secretaria de Educação',
  'pagamento de fornecedores do exercício',
  'poda de árvores na Avenida Brasil',
  'transporte escolar da zona rural',
  'licença-prêmio de servidor efetivo',
  'revisão do Plano Diretor',
  'contrato de coleta de lixo',
  'isenção de IPTU para aposentados',
  'convênio com a Secretaria Estadual de Saúde',
  'denúncia recebida pela Ouvidoria',
  'inventário do patrimônio móvel',
  'calçamento da Rua das Acácias',
  'capacitação de agentes comunitários de saúde',
] as const;

export const CITIZENS = [
  'José Carlos da Silva',
  'Maria Aparecida Santos',
  'Antônio Pereira Lima',
  'Francisca Oliveira',
  'Luís Fernando Gonçalves',
  'Conceição Ribeiro Alves',
  'Associação de Moradores do Bairro São João',
  'Construtora Vale Verde Ltda.',
] as const;

export const STAGE_NAMES = ['Protocolo', 'Análise técnica', 'Parecer jurídico', 'Decisão', 'Publicação', 'Arquivamento'] as const;

export const ATTACHMENTS = [
  { name: 'planilha-de-custos', title: 'Planilha de custos', extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { name: 'parecer', title: 'Parecer', extension: 'pdf', mime: 'application/pdf' },
  { name: 'foto-do-local', title: 'Foto do local', extension: 'jpg', mime: 'image/jpeg' },
  { name: 'requerimento-assinado', title: 'Requerimento assinado', extension: 'pdf', mime: 'application/pdf' },
  { name: 'planta-baixa', title: 'Planta baixa', extension: 'png', mime: 'image/png' },
  { name: 'minuta-de-contrato', title: 'Minuta de contrato', extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
] as const;

export const TAGS = [
  { name: 'Urgente', color: '#c0392b' },
  { name: 'Aguardando resposta', color: '#d98c1f' },
  { name: 'Financeiro', color: '#2e8b57' },
  { name: 'Jurídico', color: '#2f6db5' },
] as const;

export const FOLDERS = ['Em andamento', 'Aguardando terceiros', 'Referência'] as const;

export const DISPATCH_NOTES = [
  'Encaminho para análise e providências.',
  'Segue para ciência e manifestação no prazo de cinco dias úteis.',
  'De acordo. Encaminhe-se ao setor competente.',
  'Solicito parecer técnico sobre o pedido.',
  'Retorno com as informações solicitadas.',
] as const;

export const CITIES = ['Vale Verde', 'Pouso Alegre', 'Varginha'] as const;

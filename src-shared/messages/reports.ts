// Reports and the dashboard (issue 20), part of src-shared/messages.ts.
export const reportMessages = {
  server: {
    invalidDate: 'Informe uma data válida (AAAA-MM-DD).',
    periodInverted: 'A data final deve ser igual ou posterior à inicial.',
    periodTooLong: 'O período pode ter no máximo cinco anos.',
    sectorNotFound: 'Setor não encontrado.',
    subjectNotFound: 'Assunto não encontrado.',
  },

  /** Shared by the report tables (src-server/reports/). */
  common: {
    total: 'Total',
    noSector: 'Sem setor',
    noPrimarySector: 'Sem setor principal',
    noSubject: 'Sem assunto',
    user: 'Usuário',
    sector: 'Setor',
    day: 'Dia',
    month: 'Mês',
    documents: 'Documentos',
    /** A user the trail names who no longer exists (the trail keeps ids without a foreign key). */
    removedUser: (id: number) => `Usuário removido (nº ${id})`,
  },

  quantitative: {
    title: 'Quantitativo',
    byType: 'Documentos por tipo',
    bySubject: 'Documentos por assunto',
    bySector: 'Documentos por setor',
    byStatus: 'Documentos por situação',
    byMonth: 'Documentos por mês',
    type: 'Tipo de documento',
    subject: 'Assunto',
    status: 'Situação',
    notePublished:
      'Contam os documentos e processos publicados no período, pela data de publicação no horário de Brasília, na situação em que estão hoje; rascunhos não contam.',
    noteSector: 'O setor de um documento é o setor em que ele foi criado.',
  },

  access: {
    title: 'Acessos',
    byUser: 'Acessos por usuário',
    bySector: 'Acessos por setor',
    byDay: 'Acessos por dia',
    logins: 'Logins',
    views: 'Visualizações de documentos',
    noteSource: 'Contados na trilha de auditoria: cada login e cada abertura de um documento, no horário de Brasília.',
    noteSector: 'O setor de um usuário é o seu setor principal; usuários sem setor principal (cidadãos, por exemplo) só aparecem sem filtro de setor.',
    noteFilters: 'Os filtros de assunto e de tipo de documento valem para as visualizações; os logins não dependem deles.',
    noteDays: 'Dias sem acessos não aparecem.',
  },

  usageStatistics: {
    title: 'Estatística de uso',
    summary: 'Resumo',
    indicator: 'Indicador',
    value: 'Valor',
    activeUsers: 'Usuários ativos',
    documentsCreated: 'Documentos criados',
    signatures: 'Assinaturas',
    chatMessages: 'Mensagens de chat enviadas',
    logins: 'Logins',
    documentsPerUser: 'Documentos criados por usuário',
    signaturesByKind: 'Assinaturas por tipo',
    kind: 'Tipo de assinatura',
    chatPerUser: 'Mensagens de chat por usuário',
    messages: 'Mensagens',
    loginsByClient: 'Logins por meio de acesso',
    client: 'Meio de acesso',
    users: 'Usuários',
    clients: { desktop: 'Aplicativo desktop', web: 'Navegador (web)', mobile: 'Celular ou tablet' },
    hiddenAuthor: 'Autoria não revelada (documentos anônimos ou confidenciais)',
    noteActive: 'Usuário ativo é quem fez login no período.',
    noteSector:
      'O setor de cada número é o setor principal do usuário que agiu (quem fez login, criou o documento, assinou ou enviou a mensagem).',
    noteFilters: 'Os filtros de assunto e de tipo de documento valem para documentos e assinaturas.',
    noteDocuments: 'Documentos criados são os criados no período que não são rascunhos.',
    noteClients:
      'O meio de acesso vem do navegador informado no login: o aplicativo desktop (Electron), celulares e tablets, e os demais navegadores como web.',
    noteUsersTotal: 'No total de usuários por meio de acesso, quem entrou por mais de um meio conta uma vez.',
  },

  /** The CSV and PDF exports of any report (src-server/reports/export/). */
  export: {
    pdfNumber: (title: string) => `Relatório — ${title}`,
    period: (from: string, to: string) => `Período: ${from} a ${to}`,
    sector: (name: string, withSubsectors: boolean) => `Setor: ${name}${withSubsectors ? ' (com subsetores)' : ' (sem subsetores)'}`,
    allSectors: 'Setor: todos',
    subject: (name: string) => `Assunto: ${name}`,
    allSubjects: 'Assunto: todos',
    documentType: (name: string) => `Tipo de documento: ${name}`,
    allDocumentTypes: 'Tipo de documento: todos',
    generatedAt: (when: string) => `Gerado em ${when}`,
    empty: 'Nenhum dado no período.',
    notes: 'Observações',
  },
};

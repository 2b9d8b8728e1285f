// The audit trail (issue 17): the Auditoria screen, its CSV export and `npm run audit:verify`
// (part of src-shared/messages.ts).
export const auditMessages = {
  title: 'Auditoria',
  intro: 'Quem fez o quê, quando e de onde: gravações, acessos, visualizações, impressões e downloads de documentos.',
  filters: {
    user: 'Usuário',
    userPlaceholder: 'Todos os usuários',
    document: 'Número do documento',
    entity: 'Entidade',
    action: 'Ação',
    actionPlaceholder: 'Todas as ações',
    period: 'Período',
    from: 'De',
    to: 'Até',
  },
  columns: {
    at: 'Data e hora',
    user: 'Usuário',
    action: 'Ação',
    entity: 'Entidade',
    document: 'Documento',
    ip: 'IP',
  },
  actions: {
    create: 'Criação',
    update: 'Alteração',
    delete: 'Exclusão',
    login: 'Login',
    login_failed: 'Login com falha',
    logout: 'Logout',
    portal_code: 'Acesso ao Portal do Cidadão pelo aplicativo',
    view: 'Visualização',
    print: 'Impressão',
    download: 'Download',
    publish: 'Publicação',
    favorite: 'Favoritar',
    unfavorite: 'Desfavoritar',
    archive: 'Arquivamento',
    reopen: 'Reabertura',
    close: 'Encerramento',
  } as Record<string, string>,
  actionLabel: (action: string, labels: Record<string, string>) => labels[action] ?? action,
  userLabel: (name: string | null, id: number | null) => (name ?? (id === null ? 'Sem usuário (acesso público)' : `Usuário nº ${id}`)),
  showDetails: (id: number) => `Ver detalhes do registro ${id}`,
  detailsTitle: (id: number) => `Registro de auditoria nº ${id}`,
  detailRoute: 'Rota',
  detailStatus: 'Código da resposta',
  detailUserAgent: 'Navegador (user agent)',
  detailDocument: 'Documento',
  detailHash: 'Hash (SHA-256)',
  changes: 'Alterações',
  field: 'Campo',
  before: 'Antes',
  after: 'Depois',
  noChanges: 'Nenhuma alteração registrada neste item.',
  empty: 'Nenhum registro de auditoria para estes filtros.',
  loadError: 'Erro ao carregar a auditoria.',
  usersLoadError: 'Erro ao carregar os usuários da auditoria.',
  exportCsv: 'Exportar CSV',
  exportError: 'Não foi possível exportar o CSV da auditoria.',
  csvFileName: 'auditoria.csv',
  /** The CSV's header row, in the order of its columns. */
  csvHeader: ['ID', 'Data e hora', 'ID do usuário', 'Usuário', 'Ação', 'Entidade', 'ID da entidade', 'ID do documento', 'Número do documento', 'Rota', 'Código da resposta', 'IP', 'Navegador', 'Alterações', 'Hash'],
  csvCapped: (cap: number) => `Exportação limitada a ${cap} registros: refine os filtros para exportar o restante.`,
  server: {
    invalidDate: 'Data inválida.',
    periodInverted: 'A data inicial deve ser anterior à final.',
  },
  verify: {
    usage: 'Uso: npm run audit:verify -- --data PASTA',
    missingDatabase: (file: string) => `Banco de dados não encontrado: ${file}`,
    ok: (count: number) => `OK: cadeia de auditoria íntegra (${count} registros).`,
    broken: (id: number, reason: 'hash' | 'link' | 'gap') =>
      `FALHA: a cadeia de auditoria está quebrada no registro ${id}: ${
        reason === 'hash'
          ? 'o conteúdo do registro não confere com o seu hash (registro alterado).'
          : reason === 'link'
            ? 'o registro não aponta para o hash do registro anterior (registro anterior alterado ou removido).'
            : 'falta o registro anterior na sequência (registro removido).'
      }`,
  },
};

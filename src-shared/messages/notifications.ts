// Messages of notifications: the bell, the panel and the server's notification texts (part of
// src-shared/messages.ts).

export const notificationMessages = {
  empty: 'Sem notificações',
  declined: 'Solicitação de assinatura rejeitada com sucesso',
  declineFailed: 'Erro ao rejeitar solicitação de assinatura',
  requestStatus: { created: 'Pendente', accepted: 'Assinado', declined: 'rejeitado', canceled: 'cancelado' },

  // The bell and its panel (§2, §9).
  bell: 'Notificações',
  bellWithUnread: (count: number) => (count === 1 ? 'Notificações, 1 não lida' : `Notificações, ${count} não lidas`),
  panelTitle: 'Notificações',
  filterLabel: 'Filtrar notificações',
  filters: { pending: 'Pendentes', viewed: 'Visualizadas', all: 'Todas' },
  loading: 'Carregando notificações…',
  loadError: 'Não foi possível carregar as notificações.',
  unread: 'Não lida',
  canceledHint: 'Solicitação cancelada',
  sign: 'Assinar',
  reject: 'Rejeitar',
  signAria: (title: string) => `Assinar: ${title}`,
  rejectAria: (title: string) => `Rejeitar: ${title}`,

  // Relative times; older than a day shows DD/MM/YYYY HH:mm.
  justNow: 'agora',
  minutesAgo: (minutes: number) => `há ${minutes} min`,
  hoursAgo: (hours: number) => (hours === 1 ? 'há 1 hora' : `há ${hours} horas`),

  // Notifications of the operating system (desktop).
  osFallbackTitle: 'Nova notificação',
  osSummary: (count: number) => `${count} novas notificações`,
  osSummaryBody: 'Abra o GDoc para vê-las.',

  // The profile's preference.
  desktopToggle: 'Mostrar notificações na área de trabalho',
  desktopToggleHint: 'Avisos do sistema quando chegarem novas notificações.',
  preferenceSaved: 'Preferência de notificações salva',
  preferenceFailed: 'Erro ao salvar a preferência de notificações',

  // What the server writes in notifications (title and description).
  documentReceived: 'Novo documento recebido',
  documentReopened: 'Documento reaberto',
  sectorTask: (symbol: string) => `Nova tarefa no setor ${symbol}`,
  documentLine: (number: string, title: string) => (number.trim() === '' ? title : `${number} — ${title}`),
  signatureRequest: 'Solicitação de assinatura',
  gedSignatureRequest: 'Solicitação de assinatura (GED)',
  signatureRequestLine: (requester: string, title: string) => `${requester} pediu sua assinatura em ${title}`,
  documentForwarded: 'Documento encaminhado a você',
  documentForwardedToSector: (symbol: string) => `Documento encaminhado ao setor ${symbol}`,

  // Errors of GET notification, PATCH notification/view and the GED decline (server).
  notificationNotFound: 'Notificação não encontrada',
  notOwnPerson: 'Você só pode consultar as suas próprias notificações',
  requestNotFound: 'Solicitação de assinatura não encontrada',
  requestForbidden: 'Esta solicitação de assinatura não foi enviada a você',
  requestNotGed: 'Esta solicitação de assinatura não é do GED',
  requestNotPending: (status: string) => `Esta solicitação de assinatura não está pendente (${status})`,
  notificationNotOfRequest: 'A notificação não pertence a esta solicitação de assinatura',

  // Signature requests over HTTP: asking, canceling, listing (server).
  requestsSent: (count: number) => (count === 1 ? 'Solicitação de assinatura enviada' : `${count} solicitações de assinatura enviadas`),
  requestCanceled: 'Solicitação de assinatura cancelada',
  requestTargetRequired: 'Informe o documento a ser assinado',
  requestTargetBoth: 'Informe o documento ou o item da caixa de entrada, não os dois',
  requestUsersRequired: 'Selecione ao menos uma pessoa para assinar',
  requestUsersTooMany: (max: number) => `Selecione no máximo ${max} pessoas por solicitação`,
  requestUserNotFound: 'Usuário não encontrado',
  requestUserExternal: 'A assinatura só pode ser solicitada a servidores',
  requestUserDisabled: 'Este usuário está desativado',
  requestUserSelf: 'Você não pode solicitar a própria assinatura: assine o documento diretamente',
  requestUserSigned: 'Esta pessoa já assinou o documento',
  requestCancelForbidden: 'Somente quem solicitou a assinatura ou um administrador pode cancelá-la',
};

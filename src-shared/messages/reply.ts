// Responder and Responder a todos (issue 15): the server's refusals and answers, the recipients'
// notifications, the reply screen, the item view's buttons and the citizen's conversation
// (part of src-shared/messages.ts).

export const replyMessages = {
  // What the server refuses a reply with, in the words of the action.
  draft: 'Rascunhos não podem ser respondidos: publique o documento antes',
  archived: 'Documento arquivado: desarquive-o antes de responder',
  closed: 'Documento encerrado: reabra-o antes de responder',
  sent: 'Responda pela caixa de entrada que recebeu o documento, não por Enviados',
  noSender: 'Não há a quem responder: o documento chegou desta mesma caixa',
  notFound: 'Documento a responder não encontrado',
  forbidden: 'Você não tem acesso à caixa que recebeu este documento',
  changed: 'Uma resposta não pode passar a responder outro documento',
  contentRequired: 'Escreva a resposta',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada para enviar outra resposta',
  sentOk: 'Resposta enviada',
  notification: {
    received: 'Resposta recebida',
    receivedInSector: (symbol: string) => `Resposta recebida no setor ${symbol}`,
  },
  // The citizen's own view of a request (GET citizen/requests/{uuid}/conversation).
  citizenOnly: 'Disponível apenas para cidadãos',
  requestNotFound: 'Requerimento não encontrado',
  // The reply screen.
  screen: {
    title: 'Responder',
    titleAll: 'Responder a todos',
    answering: 'Em resposta a',
    to: 'Para',
    nobody: 'Não há a quem responder',
    text: 'Resposta',
    send: 'Enviar',
    cancel: 'Cancelar',
    sent: 'Resposta enviada',
    sendOffline: 'Sem conexão com o servidor: a resposta ficou salva e pode ser enviada quando o servidor voltar.',
    sendConflict: 'Resolva o conflito do rascunho antes de enviar.',
    sendFailed: 'Não foi possível enviar a resposta. O texto foi mantido; tente novamente.',
    loadError: 'Não foi possível abrir o documento a responder.',
    notCached: 'O documento a responder ainda não foi aberto neste computador e não pode ser mostrado sem conexão com o servidor.',
    draftLabel: 'Resposta',
    draftTitle: (title: string) => `Resposta: ${title}`,
    // A despacho or nota written in this screen while the server is away (issue 15 §7).
    offlineDispatch: 'Sem conexão com o servidor: escreva aqui; o texto fica salvo neste computador e é registrado quando o servidor voltar.',
    dispatchOffline: 'Sem conexão com o servidor: o texto ficou salvo e pode ser registrado quando o servidor voltar.',
  },
  // The item view's buttons.
  actions: {
    reply: 'Responder',
    replyAll: 'Responder a todos',
  },
};

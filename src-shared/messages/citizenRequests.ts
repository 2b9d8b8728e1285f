// Minhas solicitações (issue 16): the citizen's own requests — the server's answers to a citizen's
// reply and the portal's list and detail screens (part of src-shared/messages.ts).

export const citizenRequestMessages = {
  // What the server answers.
  answerClosed: 'Esta solicitação foi encerrada e não aceita novas mensagens',
  answerNoSector: 'Esta solicitação ainda não está com nenhum setor para receber sua mensagem',
  answerRequired: 'Escreva sua mensagem',
  answerTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres`,
  answerSent: 'Mensagem enviada',
  answerReopened: 'Mensagem enviada. A solicitação foi reaberta.',
  // The status the list and the detail show, by the key the server answers.
  status: { open: 'Em andamento', closed: 'Encerrada' } as Record<'open' | 'closed', string>,
  // The list (/citizen/inbox?tab=opened_by_me).
  list: {
    title: 'Minhas solicitações',
    search: 'Buscar por número ou assunto',
    searchButton: 'Buscar',
    loading: 'Carregando suas solicitações…',
    empty: 'Você ainda não tem solicitações.',
    emptySearch: 'Nenhuma solicitação encontrada para esta busca.',
    error: 'Não foi possível carregar suas solicitações.',
    retry: 'Tentar novamente',
    number: 'Número',
    createdAt: 'Aberta em',
    stage: 'Etapa atual',
    noStage: 'Sem etapa',
    statusLabel: 'Situação',
    replies: (count: number) => (count === 1 ? '1 resposta' : `${count} respostas`),
    unread: (count: number) => (count === 1 ? '1 resposta nova' : `${count} respostas novas`),
    pager: 'Páginas da lista de solicitações',
    previous: 'Página anterior',
    next: 'Próxima página',
    range: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
  },
  // The request (/citizen/inbox/:uuid).
  detail: {
    back: 'Voltar para Minhas solicitações',
    loading: 'Carregando a solicitação…',
    error: 'Não foi possível carregar a solicitação.',
    timeline: 'Mensagens',
    emptyMessage: 'Solicitação enviada',
    you: 'Você',
    sent: 'Enviada em',
    files: 'Arquivos',
    fileMine: 'Enviado por você',
    fileTheirs: 'Enviado pelo órgão',
    download: (name: string) => `Baixar ${name}`,
    downloadShort: 'Baixar',
    downloadFailed: (name: string) => `Não foi possível baixar ${name}.`,
    answerTitle: 'Responder',
    answerLabel: 'Sua mensagem',
    answerSend: 'Enviar mensagem',
    answerFailed: 'Não foi possível enviar sua mensagem. Ela foi mantida para você tentar de novo.',
    answerClosedNote: 'Esta solicitação não aceita novas mensagens.',
    reopenNote: 'Esta solicitação foi encerrada. Se o problema continua, responda: sua mensagem reabre a solicitação no setor que a atendeu.',
    reopenSend: 'Reabrir e enviar',
  },
} as const;

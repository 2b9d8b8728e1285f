// Messages of signing from where the work is (issue 19 §1): Assinar in the work queue and in the
// item view, the Assinaturas menu's request batches with their counts, and the finished batch's
// read-only list (part of src-shared/messages.ts).

export const signFromQueueMessages = {
  menu: {
    signedDocuments: 'Documentos assinados',
    pending: 'Assinar pendentes',
    finished: 'Finalizadas',
    /** Read after the entry's name by screen readers. */
    pendingCount: (count: number) => (count === 1 ? '1 documento pendente' : `${count} documentos pendentes`),
    finishedCount: (count: number) => (count === 1 ? '1 documento assinado' : `${count} documentos assinados`),
  },
  queue: {
    sign: 'Assinar',
    /** The signing session takes at most this many items at once. */
    tooMany: (max: number, count: number) => `Selecione no máximo ${max} itens para assinar de uma vez (${count} selecionados).`,
    shortcut: 'Assinar o item ou a seleção',
  },
  item: {
    sign: 'Assinar',
    signed: 'Assinado',
    signedHint: 'Você já assinou o documento e todos os seus anexos.',
  },
  batches: {
    pendingEmpty: 'Nenhuma solicitação de assinatura pendente.',
    finishedEmpty: 'Nenhuma solicitação de assinatura finalizada.',
    finishedHint: 'Documentos que você assinou a pedido de um colega. Escolha um para vê-lo.',
  },
} as const;

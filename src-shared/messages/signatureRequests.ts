// Messages of signature requests made from the item view (issue 19): the request dialog, the
// item's list of requests, "Minhas solicitações", the signer's decline and what the server writes
// to the other side (part of src-shared/messages.ts; statuses and older texts are in notifications.ts).

export const signatureRequestMessages = {
  // The item view.
  action: 'Solicitar assinatura',
  dialogTitle: 'Solicitar assinatura',
  signersLabel: 'Quem deve assinar',
  signersPlaceholder: 'Busque pelo nome',
  signersEmpty: 'Nenhum servidor encontrado',
  targetsLabel: 'O que assinar',
  documentTarget: (title: string) => `Documento: ${title}`,
  attachmentTarget: (name: string) => `Anexo: ${name}`,
  messageLabel: 'Mensagem (opcional)',
  dueLabel: 'Prazo (opcional)',
  submit: 'Enviar solicitação',
  sent: 'Solicitação de assinatura enviada com sucesso',
  sendFailed: 'Erro ao enviar solicitação de assinatura',
  sectionTitle: 'Solicitações de assinatura',
  sectionEmpty: 'Nenhuma solicitação de assinatura para este documento',
  loadFailed: 'Não foi possível carregar as solicitações de assinatura.',
  statusBadge: { created: 'Pendente', accepted: 'Assinado', declined: 'Rejeitado', canceled: 'Cancelado' },
  askedBy: (name: string, when: string) => `Pedida por ${name} em ${when}`,
  askedAt: (when: string) => `Pedida em ${when}`,
  dueAt: (when: string) => `Prazo: ${when}`,
  reasonLine: (reason: string) => `Motivo: ${reason}`,
  signer: 'Assinante',
  target: 'O quê',
  cancel: 'Cancelar',
  cancelAria: (name: string, what: string) => `Cancelar a solicitação a ${name}: ${what}`,
  cancelTitle: 'Cancelar solicitação de assinatura',
  cancelConfirm: (name: string) => `Cancelar o pedido de assinatura a ${name}? A pessoa será avisada.`,
  cancelYes: 'Cancelar solicitação',
  cancelNo: 'Voltar',
  canceled: 'Solicitação de assinatura cancelada com sucesso',
  cancelFailed: 'Erro ao cancelar solicitação de assinatura',

  // Minhas solicitações.
  mineMenu: 'Minhas solicitações',
  mineTitle: 'Minhas solicitações de assinatura',
  mineEmpty: 'Você ainda não pediu assinaturas',
  statusFilter: 'Situação',
  allStatuses: 'Todas',
  documentColumn: 'Documento',

  // The signer (sign screen).
  decline: 'Recusar',
  declineTitle: 'Recusar solicitação de assinatura',
  declineReason: 'Motivo da recusa',
  declineSubmit: 'Recusar',
  requestMessage: (name: string, message: string) => `${name} escreveu: ${message}`,
  requestDue: (when: string) => `Assinar até ${when}`,

  // Server validation.
  reasonRequired: 'Informe o motivo da recusa',
  reasonTooShort: 'O motivo deve ter ao menos 3 caracteres',
  reasonTooLong: 'O motivo deve ter no máximo 500 caracteres',
  messageTooLong: 'A mensagem deve ter no máximo 1000 caracteres',
  dueInPast: 'O prazo deve ser uma data futura',
  dueInvalid: 'Prazo inválido',
  targetsRequired: 'Escolha ao menos o documento ou um anexo para assinar',
  attachmentNotOfDocument: 'Este anexo não é do documento',
  blockTooLarge: (max: number) => `Um bloco de assinatura tem no máximo ${max} documentos`,
  blockWithAttachments: 'Um bloco de vários documentos não escolhe anexos',
  blockAndTarget: 'Informe um documento ou um bloco de documentos, não os dois',

  // What the server writes to the other side.
  signedTitle: 'Assinatura realizada',
  signedLine: (signer: string, title: string) => `${signer} assinou ${title}`,
  declinedTitle: 'Assinatura recusada',
  declinedLine: (signer: string, title: string, reason: string | null) =>
    reason === null ? `${signer} recusou assinar ${title}` : `${signer} recusou assinar ${title}: ${reason}`,
  canceledTitle: 'Solicitação de assinatura cancelada',
  canceledLine: (requester: string, title: string) => `${requester} cancelou o pedido de assinatura em ${title}`,
  blockTitle: (first: string, count: number) => (count <= 1 ? first : `${first} e mais ${count - 1} documento${count - 1 === 1 ? '' : 's'}`),
};

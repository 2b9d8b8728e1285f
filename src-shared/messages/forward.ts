// Messages of forwarding an inbox email (issue 6: POST inbox/email/{uuid}/forward): what the server
// answers and refuses with (part of src-shared/messages.ts). The recipients' notifications are in
// messages/notifications.ts.

export const forwardMessages = {
  forwarded: (count: number) => (count === 1 ? 'Documento encaminhado' : `Documento encaminhado a ${count} destinatários`),
  recipientsRequired: 'Informe ao menos um destinatário',
  recipientsTooMany: (max: number) => `Informe no máximo ${max} destinatários`,
  recipientOneTarget: 'Informe um setor, um servidor ou uma lista de transmissão em cada destinatário',
  broadcastNotFound: 'Lista de transmissão não encontrada',
  broadcastEmpty: 'A lista de transmissão não tem outro destinatário com caixa de entrada',
  sectorNotFound: 'Setor não encontrado ou desativado',
  userNotFound: 'Servidor não encontrado ou desativado',
  userExternal: 'Documentos só podem ser encaminhados a servidores',
  sameInbox: 'O documento já está nesta caixa de entrada',
  draft: 'Rascunhos não podem ser encaminhados: publique o documento antes',
  archived: 'Documento arquivado: desarquive-o antes de encaminhar',
  closed: 'Documento encerrado: reabra-o antes de encaminhar',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada para encaminhar outro documento',
};

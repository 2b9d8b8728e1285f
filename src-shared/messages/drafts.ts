// Messages of durable drafts: their states and the conflict choice (part of src-shared/messages.ts).

export const draftMessages = {
  /** Main's refusals (drafts IPC): a save that cannot be kept is never acknowledged. */
  storage: {
    notOpen: 'Os rascunhos ainda não estão disponíveis: entre novamente para salvar neste computador.',
    tooNew:
      'Os rascunhos deste computador foram gravados por uma versão mais nova do GDoc. Eles foram preservados, mas esta versão não pode salvar: atualize o aplicativo.',
    notFound: 'Este rascunho não existe mais neste computador (ele pode já ter sido publicado).',
    invalid: 'Esta operação não se aplica ao rascunho no estado atual.',
  },
};

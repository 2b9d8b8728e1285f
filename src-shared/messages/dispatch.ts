// Despacho and Nota (POST inbox/email/{uuid}/dispatch): the server's answers and refusals and the
// item view's dialog (part of src-shared/messages.ts).

export const dispatchMessages = {
  contentRequired: 'Escreva o texto',
  noteNotMoved: 'Uma nota não move o documento: ela fica só com o setor que o tem',
  sectorNotFound: 'Setor não encontrado ou desativado',
  sameSector: 'O documento já está neste setor',
  draft: 'Rascunhos não recebem despachos: publique o documento antes',
  archived: 'Documento arquivado: desarquive-o antes de despachar',
  closed: 'Documento encerrado: reabra-o antes de despachar',
  added: { 'add-dispatch': 'Despacho registrado', note: 'Nota registrada' },
  moved: (sector: string) => `Despacho registrado e documento enviado a ${sector}`,
  /** The attachment group a dispatch's files join in the document's list. */
  filesGroup: { 'add-dispatch': 'Anexos de despacho', note: 'Anexos de nota interna' },
  dialog: {
    dispatch: 'Despacho',
    note: 'Nota',
    dispatchTitle: 'Novo despacho',
    noteTitle: 'Nova nota interna',
    noteHint: 'Só o setor que tem o documento vê a nota; outros setores e o cidadão não.',
    dispatchHint: 'Todos que veem o documento veem o despacho.',
    text: 'Texto',
    moveTo: 'Enviar o documento para o setor (opcional)',
    moveToPlaceholder: 'Fica neste setor',
    submit: 'Registrar',
    cancel: 'Cancelar',
    failure: 'Não foi possível registrar. O texto foi mantido; tente novamente.',
    files: 'Anexos',
    addFiles: 'Anexar arquivos',
    noteFilesHint: 'Os anexos de uma nota ficam tão restritos quanto a nota.',
    removeFile: (name: string) => `Retirar ${name}`,
    filesLabel: 'Arquivos a enviar com o texto',
  },
  /** A despacho in the Sumário and the conversation: its files, its signatures, Assinar. */
  item: {
    files: 'Anexos',
    signedBy: (name: string, at: string, kind: string) => `Assinado por ${name} em ${at} (${kind})`,
    signatureHash: (hash: string) => `Hash da assinatura: ${hash}`,
    sign: 'Assinar',
    signLabel: 'Assinar este despacho',
  },
};

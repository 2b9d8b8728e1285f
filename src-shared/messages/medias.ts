// Messages of attachments, printing and the postal-code lookup on the reference server (part of
// src-shared/messages.ts). Upload refusals are reasons: the client shows them inside
// "Erro ao adicionar anexo(s). Motivo: {reason}".

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const mediaMessages = {
  // Upload (POST inbox/email/{uuid}/medias)
  uploadNotMultipart: 'Envie os arquivos como multipart/form-data no campo files[].',
  uploadNoFiles: 'Nenhum arquivo foi enviado.',
  uploadTooManyFiles: (max: number) => `Envie no máximo ${max} arquivos por vez.`,
  uploadTooLarge: (name: string, limit: number) => `O arquivo "${name}" excede o limite de ${mib(limit)}.`,
  uploadEmptyFile: (name: string) => `O arquivo "${name}" está vazio.`,
  uploadTypeNotAllowed: (name: string) =>
    `O tipo do arquivo "${name}" não é permitido. Tipos aceitos: PDF, imagens (PNG, JPEG, SVG, GIF, WebP), DOC, DOCX, ODT, XLS, XLSX, ODS, TXT e ZIP.`,
  uploadContentMismatch: (name: string) => `O conteúdo do arquivo "${name}" não corresponde ao tipo informado.`,
  uploadGroupInvalid: 'O grupo do anexo deve ter de 1 a 120 caracteres.',
  uploadFieldUnknown: (field: string) => `Campo não reconhecido no envio: ${field}.`,
  defaultGroup: 'Anexos',

  // Listing, removing, reviewing
  mediaNotFound: 'Anexo não encontrado.',
  removeSigned: 'Um anexo assinado não pode ser removido.',
  alreadyRejected: 'A revisão deste anexo já foi solicitada.',

  // Who may change attachments (medias/writeRules.ts): answered with 403
  addNotDraft: 'Anexos só podem ser adicionados ao rascunho, pelo setor que o escreve. Um documento publicado não recebe novos anexos.',
  removeNotDraft: 'Anexos só podem ser removidos do rascunho, pelo setor que o escreve. Os anexos de um documento publicado ficam como foram enviados.',
  writeDocumentSigned: 'O documento já foi assinado: seus anexos não podem mais ser alterados.',
  deleteSignedDraft: 'Este rascunho, ou um dos seus anexos, já foi assinado: excluí-lo apagaria as assinaturas.',
  rejectSigned: 'Não é possível solicitar a revisão de um anexo assinado.',
  rejectNotRecipient: 'A revisão de um anexo é solicitada por quem recebeu o documento ou, no rascunho, por quem o escreve.',

  // Files and links (GET upload?key, upload/link?key)
  fileKeyInvalid: 'Chave de arquivo inválida.',
  fileNotFound: 'Arquivo não encontrado.',
  fileContentMissing: 'O conteúdo deste arquivo não está disponível no servidor.',
  notSigned: 'Este anexo não foi assinado.',
  signedCopyMissing: 'A versão assinada deste anexo não está disponível no servidor.',
  linkInvalid: 'Link de download inválido.',
  linkExpired: 'O link de download expirou. Gere um novo link.',

  // Printing
  printDispatchesRequired: 'Informe ao menos um despacho para imprimir.',
  printDispatchUnknown: (ids: readonly number[]) => `Despacho(s) não pertencem a este documento: ${ids.join(', ')}.`,
  printCoverRequired: 'Para imprimir a capa, envie has_cover verdadeiro.',
  printSubjectUnknown: 'Assunto não encontrado.',
  printPreviewTitle: 'Pré-visualização',
  printPreviewNumber: 'Documento sem número (pré-visualização)',
  printDraftNumber: 'Rascunho sem número',
  printDispatchesHeading: 'Despachos e movimentações',
  printNoDispatches: 'Nenhum despacho registrado.',
  printDispatch: (from: string, to: string, at: string) => `${at} — de ${from} para ${to}`,
  printCanceled: '(cancelado)',
  printAttachmentsHeading: 'Anexos',
  printNoAttachments: 'Nenhum anexo.',
  printAttachmentLine: (name: string, size: string, sha256: string) => `${name} — ${size} — SHA-256 ${sha256}`,
  printAttachmentsNotEmbedded:
    'Os anexos marcados como não incorporados não estão nesta impressão; baixe-os pela lista de anexos ou pelo pacote ZIP do documento.',
  printAttachmentMerged: 'incorporado a seguir',
  printAttachmentNotMerged: 'não incorporado',
  stampNumber: (number: string, page: number, pages: number) => `${number} — página ${page} de ${pages}`,
  stampCode: (code: string) => `Código de verificação: ${code}`,
  stampVerifyAt: (url: string) => `Confira a autenticidade em ${url}`,
  printEmptyBody: '(sem conteúdo)',
  coverTitle: 'Capa do documento',
  coverNumber: 'Número',
  coverTitleLabel: 'Título',
  coverSender: 'Remetente',
  coverDate: 'Data',
  coverSubject: 'Assunto',
  coverType: 'Tipo',
  coverVerification: 'Código de verificação',
  coverVerificationHint: 'Confira a autenticidade informando este código e o número do documento no GDoc.',
  coverNone: 'Não informado',
  zipDocumentFile: (number: string) => `documento-${number}.pdf`,
  zipEmpty: 'Nada a incluir no pacote: documentos e anexos foram excluídos.',
  // The signed copy of an attachment (GET /upload?signed=1): a ZIP
  signedCopyName: (stem: string) => `${stem}-assinado.zip`,
  signedCopyManifest: (signatureId: number) => `manifesto-assinatura-${signatureId}.pdf`,

  // Postal code (GET zip-code/{zip})
  zipInvalid: 'O CEP deve ter exatamente 8 dígitos.',
  zipNotFound: 'CEP não encontrado',
  zipUpstreamDown: 'O serviço de consulta de CEP está indisponível no momento. Tente novamente mais tarde.',
  zipUpstreamInvalid: 'O serviço de consulta de CEP respondeu de forma inesperada.',
  zipNotConfigured: 'A consulta de CEP não está configurada neste servidor.',
};

// Messages of attachments and the gallery (part of src-shared/messages.ts).

export const attachmentMessages = {
  addFailed: (reason: string) => `Erro ao adicionar anexo(s). Motivo: ${reason}`,
  unsupportedPreview: 'Desculpe, tipo de arquivo não suportado para visualização :(',
  reviewRequested: 'Revisão solicitada',

  title: 'Anexos',
  empty: 'Sem anexos',
  listLabel: 'Anexos do documento',
  loading: 'Carregando anexos…',
  loadError: 'Não foi possível carregar os anexos',
  cachedCopy: 'Mostrando os anexos da cópia local.',

  // Dropzone
  dropzoneTitle: 'Arraste arquivos para cá ou clique para escolher',
  dropzoneAccept: 'Solte os arquivos para anexar',
  dropzoneReject: 'Há arquivos que não podem ser anexados',
  chooseFiles: 'Escolher arquivos',
  maxSize: (size: string) => `Tamanho máximo por arquivo: ${size}`,
  allowedTypes: (list: string) => `Tipos permitidos: ${list}`,
  draftNotSaved: 'Os anexos ficam disponíveis assim que o rascunho for salvo no servidor.',
  settingsUnavailable: 'Não foi possível carregar o limite de tamanho dos anexos.',

  // Pre-upload reasons (joined into addFailed)
  reasons: {
    tooLarge: (name: string, max: string) => `"${name}" excede o tamanho máximo de ${max}`,
    typeNotAllowed: (name: string) => `"${name}" é de um tipo de arquivo não permitido`,
    empty: (name: string) => `"${name}" está vazio`,
    separator: '; ',
  },

  // Upload
  uploading: (name: string) => `Enviando ${name}`,
  uploadPercent: (percent: number) => `${percent}%`,
  uploadsLabel: 'Envios em andamento',
  cancelUpload: (name: string) => `Cancelar envio de ${name}`,
  uploadCanceled: 'Envio cancelado',
  uploadFailed: 'Falha no envio',
  uploadFailedReason: (name: string, reason: string) => `"${name}": ${reason}`,
  uploadNetworkError: 'não foi possível falar com o servidor',
  dismiss: (name: string) => `Dispensar ${name}`,

  // Tile and menu
  open: (name: string) => `Visualizar ${name}`,
  moreActions: (name: string) => `Mais ações de ${name}`,
  view: 'Visualizar',
  download: 'Baixar',
  downloadSigned: 'Baixar assinado',
  remove: 'Remover',
  requestReview: 'Solicitar revisão',
  downloadOf: (name: string) => `Baixar ${name}`,
  removeOf: (name: string) => `Remover ${name}`,
  meta: (type: string, size: string, date: string) => `${type} · ${size} · ${date}`,
  signed: 'Assinado',
  reviewReason: (reason: string) => `Motivo: ${reason}`,

  // Remove
  removeTitle: 'Remover anexo',
  removeConfirm: (name: string) => `Deseja remover o anexo "${name}"? Esta ação não pode ser desfeita.`,
  removeConfirmButton: 'Remover',
  removed: 'Anexo removido',
  removeFailed: 'Erro ao remover anexo',

  // Review request
  reviewTitle: 'Solicitar revisão',
  reviewFileLabel: (name: string) => `Anexo: ${name}`,
  reviewReasonLabel: 'Motivo da revisão',
  reviewReasonPlaceholder: 'Descreva o que precisa ser revisto neste anexo',
  reviewSubmit: 'Enviar',
  reviewCancel: 'Cancelar',
  reviewSuccess: 'Revisão solicitada com sucesso',
  reviewFailed: 'Erro ao solicitar revisão',

  // Downloads and links
  downloadFailed: 'Erro ao fazer download do arquivo',
  downloadSignedFailed: 'Erro ao fazer download do arquivo assinado',
  linkFailed: 'Erro ao obter link do documento',

  // Gallery
  galleryPrevious: 'Anexo anterior',
  galleryNext: 'Próximo anexo',
  galleryPosition: (index: number, total: number) => `${index} de ${total}`,
  galleryLoading: 'Carregando visualização…',
  previewFailed: 'Não foi possível carregar a visualização do arquivo.',
  pdfPreviousPage: 'Página anterior',
  pdfNextPage: 'Próxima página',
  pdfPage: (page: number, total: number) => `Página ${page} de ${total}`,
  pdfZoomIn: 'Aumentar zoom',
  pdfZoomOut: 'Diminuir zoom',
  pdfZoomReset: 'Zoom original',
  pdfZoom: (percent: number) => `${percent}%`,
  pdfCanvasLabel: (name: string, page: number) => `${name}, página ${page}`,
  imageAlt: (name: string) => name,
  offlineUnavailable: 'Visualização e download precisam de conexão com o servidor.',
};

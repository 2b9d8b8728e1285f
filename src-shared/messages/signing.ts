// Messages of the signing screen and its server calls (issue 6; part of src-shared/messages.ts).

export const signingMessages = {
  title: 'Assinatura',
  kinds: { ICP: 'Assinatura ICP', GDOC: 'Assinatura GDOC', GOVBR: 'Assinatura GOVBR' },
  govBrBronze: 'A assinatura Gov.br não está disponível para contas nível bronze; é necessário nível prata ou ouro.',
  signFailed: (error: string) => `Ocorreu um erro ao finalizar uma das assinaturas: ${error}`,
  /** Shown where the signing screen returns to with signatureStatus=true. */
  signedNotice: 'Assinatura concluída com sucesso.',
  loadFailed: 'Erro ao carregar documentos',

  // Server answers.
  signed: 'Documento assinado com sucesso',
  alreadySigned: 'Documento já assinado por você',
  wrongPassword: 'Senha incorreta',
  noPassword: 'Sua conta não tem senha; assine com certificado digital.',
  documentNotFound: 'Documento não encontrado',
  attachmentNotFound: 'Anexo não encontrado',
  documentForbidden: 'Você não tem acesso a este documento',
  requestNotFound: 'Solicitação de assinatura não encontrada',
  requestForbidden: 'Esta solicitação de assinatura não é sua',
  requestOfOtherDocument: 'A solicitação de assinatura é de outro documento',
  requestNotPending: 'A solicitação de assinatura não está pendente',
  requestRequired: 'Informe a solicitação de assinatura',
  signatureNotFound: 'Assinatura não encontrada',
  signatureOfHiddenAuthor: 'Esta assinatura é do autor de um documento anônimo ou confidencial: o arquivo da assinatura o identificaria.',
  idsRequired: 'Informe ao menos um documento',

  // Printouts (previews and manifests).
  previewNumber: 'Pré-visualização para assinatura',
  batchPreviewTitle: 'Documentos para assinatura',
  signersHeading: 'Assinaturas',
  noSigners: 'Ainda não assinado.',
  signerLine: (name: string, cpf: string, kind: string, at: string) => `${name}${cpf ? ` (${cpf})` : ''} — ${kind} — ${at}`,
  attachmentSignerLine: (name: string, cpf: string, kind: string, at: string, file: string) =>
    `${name}${cpf ? ` (${cpf})` : ''} — ${kind} — ${at} — anexo ${file}`,
  emptyBody: '(documento sem texto)',
  gedFilesTitle: 'Arquivos para assinatura no GED',
  gedFileLine: (name: string, size: string, sha256: string) => `${name} — ${size} — SHA-256 ${sha256}`,
  requestedBy: (name: string) => `Assinatura solicitada por ${name}`,
  manifestTitle: 'Manifesto de assinatura',
  manifestDocument: 'Documento',
  manifestAttachment: 'Anexo',
  manifestSigner: 'Signatário',
  manifestDate: 'Data',
  manifestType: 'Tipo',
  manifestHash: 'Hash da assinatura (SHA-256)',
  manifestContentHash: 'Hash do conteúdo assinado (SHA-256)',
  manifestLocation: 'Local',
  manifestCertificate: 'Certificado',
  manifestVerification: 'Código de verificação',
  manifestGdocNote:
    'Assinatura eletrônica GDOC: o signatário confirmou sua identidade com a senha pessoal (Lei nº 14.063/2020, assinatura eletrônica simples).',
  manifestIcpNote: 'Assinatura digital ICP-Brasil (CAdES destacada); o arquivo .p7s pode ser baixado junto ao documento.',
  manifestGovBrNote:
    'Assinatura eletrônica avançada gov.br (Lei nº 14.063/2020): PKCS#7 destacado feito pelo serviço de assinatura do ITI com o certificado da conta gov.br do signatário; o arquivo .p7s pode ser baixado junto ao documento.',

  // Gov.br signature ("Assinatura GOVBR"): the server's answers, the page the browser lands on
  // after gov.br, and the signing screen's panel.
  govBr: {
    notConfigured: 'A assinatura gov.br não está configurada neste servidor.',
    configIncomplete: (missing: string) =>
      `Configuração da assinatura gov.br incompleta: falta ${missing}. Informe todas as opções gov.br ou nenhuma.`,
    authorizationNotFound: 'Autorização gov.br não encontrada ou já encerrada. Clique em Assinar para autorizar de novo.',
    authorizationForbidden: 'Esta autorização gov.br foi iniciada por outro usuário.',
    authorizationPending: 'A autorização no gov.br ainda não foi concluída.',
    authorizationExpired: 'A autorização gov.br expirou. Clique em Assinar para autorizar de novo.',
    tooManyAuthorizations: 'Há autorizações gov.br demais em andamento. Aguarde alguns minutos e tente de novo.',
    denied: 'A autorização foi negada no gov.br.',
    bronzeAccount:
      'A conta gov.br usada é nível bronze. A assinatura gov.br exige conta nível prata ou ouro: eleve o nível da sua conta no gov.br e tente de novo.',
    cpfSituation: 'O CPF da conta gov.br não permite a assinatura eletrônica (situação cancelada, nula ou titular falecido na Receita Federal).',
    wrongAccount: 'A conta gov.br usada não é a do usuário conectado. Entre no gov.br com a sua própria conta.',
    tokenRefused: 'O gov.br não aceitou a autorização (código inválido, expirado ou já usado). Clique em Assinar para autorizar de novo.',
    unavailable: 'Não foi possível falar com o gov.br. Tente novamente em instantes.',
    signRefused: 'O gov.br recusou a assinatura.',
    certificateInvalid: 'O gov.br devolveu um certificado inválido.',
    signatureInvalid: (detail: string) => `A assinatura devolvida pelo gov.br não é válida: ${detail}`,
    // The page the browser shows after gov.br (GET /api/signature/govbr/callback).
    pageTitle: 'Assinatura gov.br — GDoc',
    pageDone: 'Autorização concluída. Volte ao GDoc para concluir a assinatura.',
    pageFailed: 'Não foi possível concluir a autorização.',
    pageClose: 'Você já pode fechar esta janela.',
    // The signing screen's Gov.br tab.
    hint: 'O gov.br será aberto em uma nova janela para você autorizar a assinatura com a sua conta (nível prata ou ouro).',
    waiting: 'Aguardando autorização no gov.br…',
    openAgain: 'Abrir o gov.br novamente',
    cancel: 'Cancelar',
    signing: 'Autorização recebida. Assinando…',
    startFailed: 'Não foi possível iniciar a autorização no gov.br.',
    /** Under the bronze refusal, where Assinar is no longer offered. */
    refusedHint:
      'Por isso a assinatura gov.br não está disponível nesta tela. Depois de elevar o nível da conta, abra a assinatura de novo, ou assine agora com outro tipo de assinatura.',
    statusFailed: 'Não foi possível consultar a autorização no gov.br.',
  },

  // The signing screen (/sign) and the signed list (/signatures/signed).
  screen: {
    back: 'Voltar',
    documents: 'Documentos',
    selectDocument: (title: string) => `Selecionar ${title}`,
    previewDocument: (title: string) => `Pré-visualizar ${title}`,
    preview: 'Pré-visualização',
    previewEmpty: 'Selecione um documento para pré-visualizar.',
    previewFailed: 'Não foi possível carregar a pré-visualização.',
    previewNotPdf: 'Este anexo não é um PDF; ele será assinado como está.',
    kindDoc: 'Documento',
    kindAttachment: 'Anexo',
    passwordProtected: 'Anexo protegido por senha',
    loadMode: 'Carregar',
    loadModes: { all: 'Todos', attachment: 'Somente anexos', doc: 'Somente documento' },
    signatureType: 'Tipo de assinatura',
    password: 'Senha',
    submit: 'Assinar',
    progress: 'Progresso da assinatura',
    progressValue: (done: number, total: number) => `${done} de ${total} assinados`,
    stateLoading: 'Assinando…',
    stateSigned: 'Assinado',
    stateError: 'Erro',
    nothingSelected: 'Selecione ao menos um documento para assinar.',
    nothingToSign: 'Não há documentos para assinar.',
    signer: 'Signatário',
    noSignatureKind: 'Nenhum tipo de assinatura está disponível para estes documentos.',
    icpChooseCertificate: 'Escolher certificado',
    icpSigning: 'Assinando com o certificado…',
    allSigned: 'Todos os documentos selecionados foram assinados.',
  },
  signedList: {
    title: 'Documentos assinados',
    loadFailed: 'Não foi possível carregar os documentos assinados.',
    empty: 'Sem resultados',
    columns: { title: 'Título', number: 'Número', signedAt: 'Assinado em', type: 'Tipo', signers: 'Signatários' },
    kinds: { ICP: 'ICP', GDOC: 'GDOC', GOVBR: 'Gov.br' },
    /** Which file a group of signatures signs. */
    documentFile: 'Documento',
    attachmentFile: (name: string) => `Anexo: ${name}`,
  },
} as const;

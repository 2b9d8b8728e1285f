// Every piece of text a user can see, in pt-BR, for every process (renderer, main and the
// reference server whose messages the client shows as they come). Wording follows the spec
// catalogue; accents the spec dropped are restored. Functions take the variable parts. The longest
// sections sit in messages/ and are assembled here, so this stays the one place to look.

import { certificateMessages, signerMessages } from './messages/certificates';
import { documentSearchMessages, offlineMessages } from './messages/offline';
import { accountCodeMessages } from './messages/accountCodes';
import { govBrLoginMessages } from './messages/govBrLogin';
import { portalHandoffMessages } from './messages/portalHandoff';
import { attachmentMessages } from './messages/attachments';
import { authenticityMessages } from './messages/authenticity';
import { chatMessages } from './messages/chat';
import { createDocumentMessages } from './messages/createDocument';
import { documentMessages } from './messages/documents';
import { draftMessages } from './messages/drafts';
import { dispatchMessages } from './messages/dispatch';
import { externalMailMessages } from './messages/externalMail';
import { flowMessages } from './messages/flow';
import { forwardMessages } from './messages/forward';
import { inboxViewMessages } from './messages/inboxView';
import { addressMessages } from './messages/address';
import { mapMessages } from './messages/map';
import { locationMessages } from './messages/locations';
import { mediaMessages } from './messages/medias';
import { notificationMessages } from './messages/notifications';
import { signatureRequestMessages } from './messages/signatureRequests';
import { priorityMessages } from './messages/priority';
import { profileMessages } from './messages/profile';
import { replyMessages } from './messages/reply';
import { citizenRequestMessages } from './messages/citizenRequests';
import { citizenFilingMessages } from './messages/citizenFiling';
import { signupMessages } from './messages/signup';
import { citizenPublicMessages } from './messages/citizenPublic';
import { internalUserMessages } from './messages/internalUsers';
import { externalContactMessages } from './messages/externalContacts';
import { subjectMessages } from './messages/subjects';
import { serverMessages } from './messages/server';
import { signingMessages } from './messages/signing';
import { signFromQueueMessages } from './messages/signFromQueue';
import { startMessages } from './messages/start';
import { workQueueMessages } from './messages/workQueue';
import { calendarMessages } from './messages/calendar';
import { absenceReasonMessages, resourceMessages, roleMessages } from './messages/administration';
import { adminServiceMessages, tagMessages } from './messages/serviceTags';
import { auditMessages } from './messages/audit';
import { reportMessages } from './messages/reports';
import { blueprintMessages, broadcastListMessages } from './messages/broadcastModels';
import { organizationSettingsMessages } from './messages/organizationSettings';
import { csvImportMessages } from './messages/csvImport';
import { resourceActionMessages, telephoneDirectoryMessages, userScreenMessages } from './messages/userScreens';
import { sectorMessages } from './messages/sectors';
import { deadlineMessages } from './messages/deadlines';

export const messages = {
  app: {
    name: 'GDoc',
    staffTitle: 'GDoc — Área do servidor',
    citizenTitle: 'Portal do Cidadão',
    loading: 'Carregando…',
    /** A screen's code did not arrive (connection lost, or a new version was installed since the page opened). */
    screenLoadError: 'Não foi possível carregar esta tela. A conexão pode ter caído ou o sistema foi atualizado.',
    screenError: 'Algo deu errado ao abrir esta tela.',
    reload: 'Recarregar',
    loadError: 'Não foi possível falar com o servidor. Verifique sua conexão.',
    retry: 'Tentar novamente',
    close: 'Fechar',
    cancel: 'Cancelar',
    save: 'Salvar',
    back: 'Voltar',
    skipToContent: 'Pular para o conteúdo',
    togglePasswordVisibility: 'Mostrar ou ocultar os caracteres digitados',
  },

  validation: {
    required: 'Campo obrigatório',
    email: 'Email inválido',
    password: 'Senha deve conter 8 dígitos e deve ser composta por letras e números',
    confirmed: 'senha não se coincidem',
    min: (length: number) => `Mínimo ${length} caracteres`,
    max: (length: number) => `Máximo ${length} caracteres`,
    cpf: 'CPF inválido',
    cnpj: 'CNPJ inválido',
    cpfCnpj: 'CPF ou CNPJ inválido',
    cellphone: 'Número de telefone inválido',
    birthday: 'Data nascimento inválida',
    numeric: 'Somente números',
    initials: (length: number) => `Somente letras e deve ter exatamente ${length} caracteres`,
    fullName: 'O nome completo deve conter pelo menos um nome e um sobrenome válidos.',
    cpfOrEmail: 'Informe um CPF, CNPJ ou e-mail válido',
    invalid: 'Valor inválido',
  },

  login: {
    title: 'Acesso do servidor',
    subtitle: 'Entre com seu CPF ou e-mail e sua senha.',
    identifier: 'CPF ou e-mail',
    identifierPlaceholder: '000.000.000-00 ou nome@orgao.gov.br',
    password: 'Senha',
    submit: 'Entrar',
    defaultError: 'Erro ao autenticar',
    invalidCredentials: 'Credenciais inválidas',
    certificateNotAuthorized: 'Certificado não possui autorização de login',
    citizenPortalLink: 'Sou cidadão: acessar o Portal do Cidadão',
  },

  serverSettings: {
    toggle: 'Configurar servidor',
    label: 'Endereço do servidor',
    description: 'Informado pela equipe de TI do órgão, por exemplo https://gdoc.prefeitura.gov.br',
    confirmTitle: 'Alterar o servidor',
    confirmMessage: (from: string, to: string) => `Alterar o servidor do GDoc de ${from} para ${to}?`,
    confirmDetail:
      'Faça isso somente se a equipe de TI do órgão pediu. A sessão atual será encerrada neste computador, e será preciso entrar novamente no novo servidor.',
    confirmButton: 'Alterar servidor',
    cancelButton: 'Cancelar',
    changeCancelled: 'O servidor não foi alterado.',
  },

  citizenLogin: {
    title: 'Entrar no Portal do Cidadão',
    subtitle: 'Acompanhe suas solicitações e fale com a prefeitura.',
    identifier: 'CPF, CNPJ ou e-mail',
    identifierPlaceholder: '000.000.000-00 ou seu@email.com',
    signup: 'Cadastro',
    verifyAccount: 'Verificação de conta',
  },

  session: {
    disabledUserTitle: 'Usuário desativado',
    disabledUserText:
      'Seu acesso foi desativado pela administração do órgão. Procure o responsável pelo seu setor para reativá-lo.',
    disabledUserAction: 'Voltar para o login',
    logout: 'Sair',
  },

  menu: {
    label: 'Menu principal',
    openDrawer: 'Abrir menu de navegação',
    drawerTitle: 'Navegação',
    workQueue: 'Fila de Trabalho',
    workQueueSector: 'Setor',
    workQueuePersonal: 'Pessoal',
    documents: 'Documentos',
    newDocument: 'Novo Documento',
    searchDocuments: 'Localizar Documentos',
    signatures: 'Assinaturas',
    dtt: 'DTT',
    parking: 'Estacionamento',
    traffic: 'Tráfego',
    license: 'Licença',
    ged: 'GED',
    settings: 'Configurações',
    audit: 'Auditoria',
    internalUsers: 'Usuários internos',
    externalUsers: 'Usuários externos',
    sectors: 'Setores',
    organization: 'Organização',
    subjects: 'Assuntos',
    broadcastLists: 'Listas de transmissão',
    models: 'Modelos',
    services: 'Serviços',
    tags: 'Etiquetas',
    roles: 'Funções',
    absenceReasons: 'Motivos de ausência',
  },

  profileMenu: {
    open: 'Abrir menu do perfil',
    profile: 'Perfil',
    changeSector: 'Alterar Setor',
    mySector: 'Meu Setor',
    learning: 'Aprendizagem',
    support: 'Falar com suporte',
    usageStatistics: 'Estatística de uso',
    reports: 'Relatórios',
    logout: 'Sair',
    telephones: 'Lista telefônica',
  },

  changeSector: {
    title: 'Alterar Setor',
    label: 'Setor',
    placeholder: 'Selecione o setor',
    submit: 'Alterar',
    success: 'Setor alterado com sucesso',
    error: 'Erro alterar setor',
    loadError: 'Não foi possível carregar seus setores.',
    empty: 'Nenhuma opção disponível',
  },

  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço acessado não existe ou foi removido.',
    showLog: 'Mostrar log',
    logTitle: 'Log',
    previousUrl: 'URL anterior',
    currentUrl: 'URL atual',
    date: 'Data',
    loggedUser: 'Usuário logado',
    none: '—',
    back: 'Voltar',
  },

  forbidden: {
    title: 'Acesso negado',
    text: 'Você não tem permissão para acessar esta página.',
    back: 'Voltar',
  },

  unavailable: {
    title: 'Em implantação',
    text: 'Esta área ainda não está disponível nesta versão do aplicativo.',
    staffHome: 'Ir para a Fila de Trabalho',
    citizenHome: 'Ir para a página inicial',
  },

  workspace: {
    sectorTitle: 'Fila de Trabalho — Setor',
    personalTitle: 'Fila de Trabalho — Pessoal',
    connectedAs: (sector: string) => `Conectado ao setor ${sector}`,
    personalInbox: 'Caixa pessoal',
    comingSoon: 'A lista de tarefas chega na próxima versão.',
  },

  updateContact: {
    title: 'Atualize seus contatos',
    text: 'Confirme seu e-mail e celular para continuar usando o sistema.',
    email: 'E-mail',
    currentPassword: 'Senha atual',
    currentPasswordHint: 'Para alterar o e-mail, confirme sua senha atual.',
    cellphone: 'Celular',
    cellphonePlaceholder: '(00) 90000-0000',
    submit: 'Salvar contatos',
    success: 'Contatos atualizados com sucesso',
    error: 'Erro ao atualizar contatos',
  },

  updatePassword: {
    title: 'Atualize sua senha',
    text: 'Por segurança, defina uma nova senha para continuar.',
    newUserText: 'Bem-vindo! Defina uma nova senha para o seu primeiro acesso.',
    currentPassword: 'Senha atual',
    password: 'Nova senha',
    confirmation: 'Confirme a nova senha',
    submit: 'Salvar senha',
    success: 'Senha atualizada com sucesso',
    error: 'Erro ao atualizar senha',
  },

  profile: {
    title: 'Perfil',
    name: 'Nome',
    cpf: 'CPF',
    email: 'E-mail',
    cellphone: 'Celular',
    sectors: 'Setores',
    primarySector: 'principal',
    newUserNotice: 'Primeiro acesso: defina sua senha abaixo.',
  },

  citizen: {
    home: 'Home',
    myRequests: 'Minhas solicitações',
    myProfile: 'Meu Perfil',
    logout: 'Sair',
    login: 'Entrar',
    navigation: 'Navegação',
    services: 'Serviços',
    serviceLetter: 'Carta de Serviço',
    authenticity: 'Autenticidade de Documentos',
    transparency: 'Transparência',
    lai: 'LAI - Acesso à Informação',
    privacy: 'Política de privacidade',
    terms: 'Termos de uso',
    openMenu: 'Abrir menu',
    welcome: (name: string) => `Olá, ${name}`,
    welcomeGuest: 'Bem-vindo ao Portal do Cidadão',
    // What the portal does today: following one's requests (filing them arrives with the citizen portal issue).
    homeText: 'Nesta versão do portal, você acompanha suas solicitações e mantém seu e-mail, seu celular e sua senha em dia.',
    homeLoggedOut: 'Entre na sua conta para acompanhar suas solicitações e manter seu e-mail, seu celular e sua senha em dia.',
    notYet: 'Abrir solicitações pelo portal ainda não é possível. Para isso, procure o atendimento do órgão, no endereço indicado no rodapé desta página.',
    available: 'Disponível agora',
    loginShortcut: 'Entrar na sua conta',
    loginShortcutText: 'Com seu CPF, CNPJ ou e-mail e sua senha.',
    fileShortcut: 'Nova solicitação',
    fileShortcutText: 'Faça um pedido ao órgão, com anexos, e receba o número de protocolo na hora.',
    requestsShortcut: 'Minhas solicitações',
    requestsShortcutText: 'Acompanhe seus pedidos, leia as respostas do órgão e responda.',
    contactShortcut: 'Atualizar contatos',
    contactShortcutText: 'Confira o e-mail e o celular em que o órgão fala com você.',
    passwordShortcut: 'Alterar senha',
    passwordShortcutText: 'Defina uma nova senha de acesso.',
    phone: 'Telefone',
  },

  citizenPublic: citizenPublicMessages,
  internalUsers: internalUserMessages,
  externalContacts: externalContactMessages,
  subjects: subjectMessages,

  toasts: {
    learningRedirectError: 'Erro ao redirecionar a plataforma EAD',
  },

  // Messages the reference server answers with; the client shows them as they come.
  server: serverMessages,

  desktopMenu: {
    edit: 'Editar',
    undo: 'Desfazer',
    redo: 'Refazer',
    cut: 'Recortar',
    copy: 'Copiar',
    paste: 'Colar',
    selectAll: 'Selecionar tudo',
    view: 'Exibir',
    reload: 'Recarregar',
    devTools: 'Ferramentas do desenvolvedor',
    window: 'Janela',
    minimize: 'Minimizar',
    close: 'Fechar janela',
    about: 'Sobre o GDoc',
    hide: 'Ocultar o GDoc',
    hideOthers: 'Ocultar os demais',
    unhide: 'Mostrar todos',
    quit: 'Sair do GDoc',
  },

  signer: signerMessages,

  certificates: certificateMessages,

  offline: offlineMessages,

  documentSearch: documentSearchMessages,

  priority: priorityMessages,

  workQueue: workQueueMessages,
  deadlines: deadlineMessages,
  calendar: calendarMessages,
  audit: auditMessages,
  reports: reportMessages,
  csvImport: csvImportMessages,

  inboxView: inboxViewMessages,

  documents: documentMessages,

  medias: mediaMessages,
  address: addressMessages,
  map: mapMessages,
  locations: locationMessages,

  drafts: draftMessages,

  createDocument: createDocumentMessages,

  attachments: attachmentMessages,

  notifications: notificationMessages,
  signatureRequests: signatureRequestMessages,
  chat: chatMessages,
  dispatch: dispatchMessages,
  flow: flowMessages,
  externalMail: externalMailMessages,
  accountCodes: accountCodeMessages,
  govBrLogin: govBrLoginMessages,
  portalHandoff: portalHandoffMessages,
  forward: forwardMessages,
  reply: replyMessages,
  citizenRequests: citizenRequestMessages,
  citizenFiling: citizenFilingMessages,
  signup: signupMessages,
  signing: signingMessages,
  signFromQueue: signFromQueueMessages,
  start: startMessages,
  authenticity: authenticityMessages,
  profileEditor: profileMessages,
  adminResource: resourceMessages,
  absenceReasons: absenceReasonMessages,
  roles: roleMessages,
  sectors: sectorMessages,
  organizationSettings: organizationSettingsMessages,
  adminResourceActions: resourceActionMessages,
  userScreens: userScreenMessages,
  telephoneDirectory: telephoneDirectoryMessages,
  broadcastLists: broadcastListMessages,
  blueprints: blueprintMessages,
  adminServices: adminServiceMessages,
  tags: tagMessages,

  ipc: {
    invalidArgument: 'Dados inválidos enviados ao aplicativo.',
    forbiddenSender: 'Origem não autorizada.',
    unknownChannel: 'Operação desconhecida.',
    internal: 'Erro interno do aplicativo.',
    unavailable: 'Recurso disponível apenas no aplicativo desktop.',
    encryptionUnavailable:
      'O armazenamento seguro do sistema não está disponível: a sessão será mantida apenas enquanto o aplicativo estiver aberto.',
    invalidServerUrl: 'Endereço do servidor inválido. Use https:// (http:// só para 127.0.0.1 ou localhost).',
    sessionOfAnotherServer: 'O endereço do servidor mudou durante a entrada. Entre novamente.',
  },
} as const;

export type Messages = typeof messages;

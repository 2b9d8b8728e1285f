// The internal users' screens (issue 17): the list and its row and bulk actions, the editor's
// labels, and the telephone directory; plus the generic row and bulk actions of the declared
// administration resources (part of src-shared/messages.ts). What the server answers is in
// messages/internalUsers.ts.

/** A noun's two forms, for counts ("1 usuário", "2 usuários"). */
export type Noun = { one: string; many: string };
const counted = (count: number, noun: Noun) => `${count} ${count === 1 ? noun.one : noun.many}`;

export const resourceActionMessages = {
  moreActions: (title: string) => `Mais ações: ${title}`,
  confirmTitle: 'Confirmar ação',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  selectRow: (title: string) => `Selecionar ${title}`,
  selectPage: 'Selecionar todos desta página',
  selected: (count: number) => (count === 1 ? '1 selecionado' : `${count} selecionados`),
  clearSelection: 'Limpar seleção',
  bulkTitle: 'Ação em lote',
  bulkProgress: (done: number, total: number) => `${done} de ${total} processados`,
  bulkSucceeded: (count: number) => (count === 1 ? '1 concluído com sucesso' : `${count} concluídos com sucesso`),
  bulkFailed: (count: number) => (count === 1 ? '1 falhou:' : `${count} falharam:`),
  bulkFailure: (title: string, reason: string) => `${title}: ${reason}`,
  bulkEnable: 'Ativar',
  bulkDisable: 'Desativar',
  bulkEnableConfirm: (count: number, noun: Noun) => `Ativar ${counted(count, noun)} selecionado${count === 1 ? '' : 's'}?`,
  bulkDisableConfirm: (count: number, noun: Noun) => `Desativar ${counted(count, noun)} selecionado${count === 1 ? '' : 's'}?`,
} as const;

export const userScreenMessages = {
  title: 'Usuários internos',
  singular: 'usuário',
  create: 'Novo usuário',
  editTitle: 'Editar usuário',
  tabGeneral: 'Dados pessoais',
  tabAccess: 'Setores e função',
  tabPermissions: 'Permissões diretas',
  name: 'Nome completo',
  cpf: 'CPF',
  email: 'E-mail',
  cellphone: 'Celular',
  gender: 'Gênero',
  genderNone: 'Não informado',
  genders: { male: 'Masculino', female: 'Feminino', other: 'Outro' },
  dateOfBirth: 'Data de nascimento',
  textualSignature: 'Assinatura textual',
  responsibility: 'Cargo',
  registration: 'Matrículas',
  registrationHint: 'Digite uma matrícula e tecle Enter para incluir outra.',
  federalEmployee: 'Servidor federal',
  sectors: 'Setores',
  sectorsHint: 'Escolha os setores do usuário e marque o principal.',
  sectorsPlaceholder: 'Selecione os setores',
  primarySector: 'Setor principal',
  primaryMark: 'principal',
  primaryOf: (sector: string) => `${sector} (principal)`,
  role: 'Função',
  rolePlaceholder: 'Selecione a função',
  rolesLoadFailed: 'Erro ao carregar funções',
  password: 'Senha inicial',
  passwordEditHint: 'Deixe em branco para manter a senha atual; uma nova senha encerra as sessões do usuário.',
  resetPasswordOnLogin: 'Redefinir a senha no primeiro acesso',
  passwordOptionalHint: 'Opcional: sem senha inicial, o usuário recebe por e-mail um link para criar a própria senha no primeiro acesso.',
  resetPasswordOnLoginHint: 'No primeiro acesso o usuário cria uma nova senha.',
  status: 'Situação',
  disableInternalAccess: 'Desativar acesso interno',
  disableInternalAccessConfirm: (name: string) => `Desativar o acesso interno de “${name}”? O usuário deixa de entrar na área dos servidores e suas sessões são encerradas.`,
  internalAccessDisabled: 'Acesso interno desativado',
  internalAccessFailed: 'Erro ao desativar o acesso interno',
  noun: { one: 'usuário', many: 'usuários' },
} as const;

export const telephoneDirectoryMessages = {
  title: 'Lista telefônica',
  searchPlaceholder: 'Nome, e-mail ou setor',
  name: 'Nome',
  sector: 'Setor',
  telephone: 'Telefone',
  ramal: 'Ramal',
  cellphone: 'Celular',
  email: 'E-mail',
  primary: 'principal',
  empty: 'Nenhum servidor encontrado',
  loadFailed: 'Erro ao carregar documentos',
  call: (name: string, number: string) => `Ligar para ${name}: ${number}`,
  mail: (name: string, email: string) => `Escrever para ${name}: ${email}`,
} as const;

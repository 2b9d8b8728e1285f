// Messages of the internal users' administration (issue 17): what the server answers the user
// editor, the list and its toggles (part of src-shared/messages.ts). The editor's own fallback,
// "Erro a salvar usuário", is the client's.
export const internalUserMessages = {
  cpfTaken: 'Cpf existente ou inválido',
  emailTaken: 'E-mail existente ou inválido',
  saveError: 'Erro a salvar usuário',
  loadError: 'Erro ao carregar documentos',
  empty: 'Nenhum usuário encontrado',
  passwordRequired: 'Informe a senha inicial do usuário',
  registrationInvalid: 'Cada matrícula deve ser preenchida e não pode conter ponto e vírgula',
  sectorsRequired: 'Escolha ao menos um setor',
  sectorsOnePrimary: 'Escolha exatamente um setor principal',
  sectorsRepeated: 'O mesmo setor foi escolhido mais de uma vez',
  sectorUnknown: 'Setor inexistente ou desativado',
  roleExactlyOne: 'Escolha exatamente uma função',
  roleUnknown: 'Função inexistente',
  permissionUnknown: 'Permissão inexistente',
  statusInvalid: 'Situação inválida: use enabled (ativo) ou disabled (inativo).',
  cannotDisableSelf: 'Você não pode desativar o seu próprio acesso.',
  lastAdministrator: 'O órgão precisa de ao menos um administrador ativo: este é o último.',
  notInternal: 'Este usuário não tem acesso interno.',
} as const;

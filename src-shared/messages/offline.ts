// Messages of the offline cache: the banner, disabled actions and Localizar Documentos
// (part of src-shared/messages.ts).

export const offlineMessages = {
  banner: 'Sem conexão com o servidor. Você está vendo a cópia guardada neste computador.',
  bannerDetail: 'As ações que precisam do servidor ficam desativadas até a conexão voltar.',
  actionDisabled: 'Indisponível sem conexão com o servidor',
  cachedAt: (when: string) => `Cópia local de ${when}`,
  notCached: 'Este conteúdo ainda não foi aberto neste computador e não pode ser mostrado sem conexão com o servidor.',
  reconnected: 'Conexão com o servidor restabelecida.',
};

export const documentSearchMessages = {
  title: 'Localizar Documentos',
  label: 'Buscar por título, remetente, número ou conteúdo',
  placeholder: 'Ex.: ofício 12/2026, iluminação, Maria',
  submit: 'Buscar',
  hint: 'Digite ao menos duas letras.',
  searching: 'Buscando…',
  noResults: 'Sem resultados',
  offlineNote: 'Sem conexão: a busca percorre os documentos já abertos neste computador.',
  localSection: 'Neste computador',
  serverSection: 'No servidor',
  localUnavailable: 'A busca local existe só no aplicativo para computador.',
  results: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
  error: 'Erro ao carregar documentos',
};

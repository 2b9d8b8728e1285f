// States and municipalities (GET locations/…, the StateCitySelect picker; part of src-shared/messages.ts).
export const locationMessages = {
  state: 'Estado (UF)',
  statePlaceholder: 'Selecione o estado',
  city: 'Município',
  cityPlaceholder: 'Selecione o município',
  cityNeedsState: 'Selecione o estado primeiro',
  loadingStates: 'Carregando estados…',
  loadingCities: 'Carregando municípios…',
  nothingFound: 'Nenhum resultado',
  stateOption: (uf: string, name: string) => `${name} (${uf})`,
  // Server answers
  ufInvalid: 'Informe a sigla do estado com 2 letras.',
  stateNotFound: 'Estado não encontrado',
  upstreamDown: 'O serviço de estados e municípios do IBGE está indisponível no momento. Tente novamente mais tarde.',
  notConfigured: 'A consulta de estados e municípios não está configurada neste servidor.',
  loadFailed: 'Não foi possível carregar a lista de estados e municípios. Tente novamente mais tarde.',
  retry: 'Tentar novamente',
};

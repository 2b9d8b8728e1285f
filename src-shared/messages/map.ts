// The work queue's Mapa view (issue 19 §5), the document's place on a map and the server's map
// settings: markers, clusters, the text list of markers and their states.
export const mapMessages = {
  title: 'Mapa',
  /** The default tile source's attribution, as OpenStreetMap asks to be credited. */
  osmAttribution: '© OpenStreetMap',
  /** The local tile fixture (npm start and the tests): not a real map. */
  fixtureAttribution: '© GDoc — mapa de teste local',
  coordinatesTogether: 'Latitude e longitude vêm juntas.',
  region: (list: string) => `Mapa de ${list}`,
  count: (shown: number, missing: number) =>
    `${shown} ${shown === 1 ? 'documento' : 'documentos'} no mapa (${missing} sem localização)`,
  truncated: (shown: number) => `Mostrando os primeiros ${shown} documentos: refine os filtros para ver os demais.`,
  loading: 'Carregando o mapa…',
  loadError: 'Não foi possível carregar o mapa.',
  offline: 'Sem conexão com o servidor: o mapa volta quando a conexão voltar.',
  empty: 'Nenhum documento com localização nesta lista.',
  emptyFiltered: 'Nenhum documento com localização para estes filtros.',
  listTitle: 'Documentos no mapa',
  listHint: 'Use Tab para percorrer a lista e Enter para abrir um documento.',
  open: 'Abrir',
  openItem: (title: string) => `Abrir ${title}`,
  marker: (number: string, title: string) => `${number} — ${title}`,
  noNumber: 'Sem número',
  due: (date: string) => `Prazo: ${date}`,
  noDue: 'Sem prazo',
  filters: 'Filtros',
  clearFilters: 'Limpar filtros',
  activeFilters: (count: number) => (count === 1 ? '1 filtro ativo' : `${count} filtros ativos`),
  documentPlace: 'Localização',
  documentPlaceMap: (address: string) => `Mapa com a localização: ${address}`,
  server: {
    invalidTile: 'Bloco de mapa inválido.',
    tileUnavailable: 'O servidor de mapas não respondeu.',
  },
};

// Messages of the citizen portal's public pages (issue 16): Carta de Serviços, LAI, public figures,
// and the accessibility bar of the citizen layout (eMAG) (part of src-shared/messages.ts).
const count = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export const citizenPublicMessages = {
  // The server's answers.
  serviceNotFound: 'Serviço não encontrado.',
  periodOrder: 'O início do período deve vir antes do fim.',
  periodTooLong: (months: number) => `Escolha um período de no máximo ${months} meses.`,

  // eMAG: skip links, access keys, the accessibility bar.
  skipLinks: 'Atalhos de teclado',
  skipContent: 'Ir para o conteúdo',
  skipMenu: 'Ir para o menu',
  skipSearch: 'Ir para a busca',
  skipFooter: 'Ir para o rodapé',
  accessibilityBar: 'Recursos de acessibilidade',
  highContrast: 'Alto contraste',
  textSize: 'Tamanho do texto',
  textBigger: 'Aumentar o tamanho do texto',
  textSmaller: 'Diminuir o tamanho do texto',
  textNormal: 'Tamanho normal do texto',
  // A button's name starts with what it shows (WCAG 2.5.3, label in name).
  textBiggerName: 'A+ Aumentar o tamanho do texto',
  textSmallerName: 'A- Diminuir o tamanho do texto',
  textNormalName: 'A Tamanho normal do texto',
  mainMenu: 'Menu principal',
  searchLabel: 'Buscar serviços',
  searchPlaceholder: 'O que você procura?',
  searchButton: 'Pesquisar',
  footer: 'Rodapé',
  accessibility: 'Acessibilidade',

  accessibilityPage: {
    title: 'Acessibilidade',
    intro:
      'Este portal segue as recomendações do Modelo de Acessibilidade em Governo Eletrônico (eMAG) para que todas as pessoas possam usá-lo, inclusive com leitores de tela e apenas com o teclado.',
    keysTitle: 'Atalhos de teclado',
    keysIntro: 'Em qualquer página do portal, use a tecla Alt com um número (no Firefox, Alt + Shift + número):',
    keys: [
      { key: 'Alt + 1', text: 'vai para o conteúdo da página' },
      { key: 'Alt + 2', text: 'vai para o menu' },
      { key: 'Alt + 3', text: 'vai para a busca' },
      { key: 'Alt + 4', text: 'vai para o rodapé' },
    ],
    contrastTitle: 'Alto contraste',
    contrastText: 'O botão "Alto contraste", no topo da página, troca as cores por texto claro sobre fundo escuro. A escolha fica guardada neste navegador.',
    sizeTitle: 'Tamanho do texto',
    sizeText: 'Os botões A+ e A- aumentam e diminuem o texto de todo o portal; o botão A volta ao tamanho normal. A escolha fica guardada neste navegador.',
  },

  // The home's shortcuts to the public pages.
  shortcuts: {
    services: 'Carta de Serviços',
    servicesText: 'Veja os serviços do órgão, o que cada um pede e faça sua solicitação.',
    lai: 'Acesso à Informação',
    laiText: 'Peça informações públicas ao órgão, como garante a Lei nº 12.527/2011.',
    reports: 'Dados públicos',
    reportsText: 'Veja quantas solicitações o órgão recebeu e encerrou, por mês e por assunto.',
  },

  // Carta de Serviços (/citizen/service-letter).
  serviceLetter: {
    title: 'Carta de Serviços',
    intro: 'Conheça os serviços prestados pelo órgão, organizados pelo setor responsável. Abra um serviço para ver quem pode pedir, como, o prazo e o custo, e faça sua solicitação.',
    searchLabel: 'Buscar serviço',
    searchPlaceholder: 'Digite o nome do serviço ou do setor',
    loading: 'Carregando os serviços…',
    none: 'Nenhum serviço encontrado.',
    noneHint: 'Tente outras palavras ou limpe a busca para ver todos os serviços.',
    found: (n: number) => count(n, 'serviço encontrado', 'serviços encontrados'),
    inSector: (n: number) => count(n, 'serviço', 'serviços'),
    whoMayRequest: 'Quem pode solicitar',
    howToRequest: 'Como solicitar',
    deadline: 'Prazo de atendimento',
    cost: 'Custo',
    free: 'Gratuito',
    channels: 'Canais de atendimento',
    sector: 'Setor responsável',
    request: 'Solicitar',
    requestService: (name: string) => `Solicitar: ${name}`,
    requestNeedsLogin: 'Para solicitar, você entrará na sua conta e voltará a este pedido.',
    notRequestable: 'Este serviço ainda não pode ser solicitado pelo portal. Procure o setor responsável.',
  },

  // LAI – Acesso à Informação (/citizen/lai).
  lai: {
    title: 'LAI – Acesso à Informação',
    intro:
      'A Lei nº 12.527/2011, a Lei de Acesso à Informação (LAI), garante a qualquer pessoa o direito de pedir e receber informações públicas dos órgãos, sem precisar explicar o motivo.',
    sicTitle: 'Serviço de Informação ao Cidadão (SIC)',
    sicText: 'O SIC recebe pedidos de acesso à informação, orienta sobre como fazê-los e informa sobre o andamento de cada pedido.',
    address: 'Endereço',
    phones: 'Telefones',
    hours: 'Horário de atendimento',
    hoursText: 'Em dias úteis, no horário de funcionamento do órgão. Confirme pelos telefones acima antes de ir.',
    howTitle: 'Como pedir uma informação',
    howSteps: [
      'Entre no portal com sua conta (ou crie uma, é gratuito).',
      'Clique em "Fazer pedido de informação" e descreva com clareza a informação que você procura.',
      'Acompanhe o pedido e leia a resposta em "Minhas solicitações".',
    ],
    deadlinesTitle: 'Prazos',
    deadlinesText:
      'O órgão responde em até 20 dias. Esse prazo pode ser prorrogado por mais 10 dias, com justificativa informada a você. Quando a informação estiver disponível, ela pode ser entregue na hora.',
    appealTitle: 'Recurso',
    appealText:
      'Se o pedido for negado, ou a resposta não atender ao que foi pedido, você pode apresentar recurso em até 10 dias depois de recebê-la. A autoridade superior decide o recurso em até 5 dias.',
    publishTitle: 'O que o órgão publica',
    publishItems: [
      'Estrutura, competências, endereços e horários de atendimento dos setores.',
      'Serviços prestados, com prazos e formas de acesso (Carta de Serviços).',
      'Números de pedidos recebidos e atendidos (Dados públicos).',
      'Despesas, receitas, licitações e contratos, no portal da transparência do órgão.',
    ],
    file: 'Fazer pedido de informação',
    serviceLetter: 'Ver a Carta de Serviços',
    figures: 'Ver os dados públicos',
    figuresTitle: 'Pedidos em números',
    notRequestable: 'O pedido de informação pelo portal ainda não está disponível. Procure o SIC no endereço acima.',
  },

  // Dados públicos (/citizen/reports).
  reports: {
    title: 'Dados públicos',
    intro: 'Quantas solicitações o órgão recebeu, por assunto e por mês, e quantas já foram encerradas. Os números não identificam nenhuma pessoa.',
    from: 'De (mês)',
    to: 'Até (mês)',
    apply: 'Atualizar',
    loading: 'Carregando os dados…',
    total: (n: number) => count(n, 'solicitação no período', 'solicitações no período'),
    byMonth: 'Solicitações por mês',
    bySubject: 'Solicitações por assunto',
    byMonthTable: 'Solicitações por mês, em andamento e encerradas',
    bySubjectTable: 'Solicitações por assunto, em andamento e encerradas',
    month: 'Mês',
    subject: 'Assunto',
    open: 'Em andamento',
    closed: 'Encerradas',
    totalColumn: 'Total',
    noSubject: 'Sem assunto',
    empty: 'Nenhuma solicitação no período escolhido.',
    monthLabel: (month: string) => {
      const [year, mon] = month.split('-').map(Number) as [number, number];
      return new Date(Date.UTC(year, mon - 1, 1)).toLocaleDateString('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    },
  },
};

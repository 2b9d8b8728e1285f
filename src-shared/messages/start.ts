// What `npm start` says in the terminal: what it is doing, where the product is, who can log in,
// and, for each failure it knows, what happened and what to do, in one sentence each.
export const startMessages = {
  building: '▶ Compilando o aplicativo e o portal do cidadão…',
  buildFailed: (logPath: string) => `A compilação falhou (últimas linhas abaixo; registro completo em ${logPath}).`,
  tokenMaking: '▶ Criando o token A3 de demonstração (SoftHSM2, alguns segundos)…',
  tokenRemade: '▶ O token A3 de demonstração estava incompleto (uma execução anterior parou no meio): criando-o de novo…',
  tokenReused: (dir: string) => `▶ Token A3 de demonstração: reutilizando ${dir}.`,
  tokenNoSoftHsm:
    '▶ Sem token A3 de demonstração: o SoftHSM2 não está instalado. Para tê-lo: sudo apt-get install softhsm2 opensc (o resto funciona sem ele).',
  tokenToolMissing: (tool: string) =>
    `▶ Sem token A3 de demonstração: o comando ${tool} não foi encontrado. Instale-o (sudo apt-get install softhsm2 opensc openssl) e rode npm start de novo; o resto funciona sem ele.`,
  tokenFailed: (logPath: string) =>
    `▶ Sem token A3 de demonstração: não foi possível criá-lo (detalhes em ${logPath}). O resto funciona sem ele; apague a pasta do token para tentar de novo.`,
  startingServer: '▶ Iniciando o servidor de referência…',
  portInUse: (port: number, variable: string) =>
    `A porta ${port} já está em uso (outro GDoc aberto?). Feche o outro programa ou escolha outra porta: ${variable}=${port + 1} npm start`,
  serverExited: (code: number | null, logPath: string) => `O servidor de referência parou (código ${code ?? '?'}). Registro em ${logPath}.`,
  unexpected: (detail: string, logPath: string) => `npm start falhou: ${detail}. Detalhes em ${logPath}; npm start -- --verbose mostra tudo no terminal.`,
  gettingElectron: '▶ Obtendo o Electron…',
  ready: 'GDoc está no ar.',
  staffArea: 'Área do servidor',
  citizenPortal: 'Portal do cidadão',
  api: 'API do servidor de referência',
  realtime: 'Tempo real (chat)',
  browserFallback:
    'O Electron não pôde ser obtido nesta máquina (sem acesso ao download): abra os endereços acima no navegador.',
  desktopOpening: 'O aplicativo desktop está abrindo; os mesmos endereços também funcionam no navegador.',
  demoUsers: (password: string) => `Usuários de demonstração (a senha de todos é ${password}):`,
  demoToken: (label: string, pin: string) =>
    `Token A3 de demonstração: "${label}" (SoftHSM2), PIN ${pin}, com o certificado de Mariana Costa Ribeiro (admin).`,
  mailInbox: (url: string) => `E-mails enviados pelo GDoc: caixa LOCAL de teste (MailDev) em ${url}; nada sai deste computador.`,
  govBr: (url: string) => `Assinatura gov.br: ambiente LOCAL de teste em ${url} (contas prata para os servidores e uma conta bronze).`,
  localServices: 'Serviços externos simulados neste computador (nada sai dele; cada um pode ser trocado pelo real, veja o README):',
  localPostalCode: 'CEP (ViaCEP)',
  localIbge: 'Municípios (IBGE)',
  localGovBrLogin: 'Login gov.br',
  localRecaptcha: 'reCAPTCHA',
  localMoodle: 'Aprendizagem (Moodle)',
  localGeocoding: 'Geocodificação (Nominatim):',
  localMapTiles: 'Blocos do mapa:',
  logFile: (logPath: string) => `Registro detalhado (compilação e pedidos ao servidor): ${logPath}`,
  howToStop: 'Ctrl+C encerra tudo.',
  stopping: 'Encerrando o GDoc…',
  stopped: 'GDoc encerrado.',
} as const;

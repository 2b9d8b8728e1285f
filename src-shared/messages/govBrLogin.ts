// More ways in for citizens: gov.br login (type 3), the certificate option of the citizen login
// (type 2) and the way to signup (part of src-shared/messages.ts).

export const govBrLoginMessages = {
  button: 'Entrar com gov.br',
  or: 'ou',
  signupPrompt: 'Ainda não tem conta?',
  signupLink: 'Cadastre-se',
  certificateDesktopOnly:
    'O login com certificado digital é feito no aplicativo GDoc para computador, onde o seu token ou cartão pode ser lido: na tela de login do aplicativo, escolha “Sou cidadão: entrar no Portal do Cidadão com certificado”. O portal abrirá no seu navegador padrão já conectado.',
  loggingIn: 'Entrando com gov.br…',
  /** What the portal says when gov.br sent the person back without a login (the `govbr_error` query). */
  errors: {
    denied: 'O acesso pelo gov.br foi cancelado. Tente novamente ou entre com CPF e senha.',
    expired: 'O pedido de login pelo gov.br expirou ou já foi usado. Tente novamente.',
    failed: 'Não foi possível entrar com gov.br agora. Tente novamente em alguns minutos.',
  },
  server: {
    notConfigured: 'O login com gov.br não está configurado neste servidor.',
    disabled: 'O login com gov.br não está habilitado para este órgão.',
    codeInvalid: 'O código de login do gov.br não é válido: já foi usado ou expirou. Entre novamente com gov.br.',
    configIncomplete: (missing: string) => `Configuração do login gov.br incompleta: falta ${missing}.`,
  },
} as const;

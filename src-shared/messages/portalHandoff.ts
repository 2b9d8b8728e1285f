// Certificate login for citizens from the desktop app into the Portal do Cidadão (login type 2
// handed to the browser with a one-time code; part of src-shared/messages.ts).

export const portalHandoffMessages = {
  /** The desktop login's secondary action. */
  citizenAction: 'Sou cidadão: entrar no Portal do Cidadão com certificado',
  citizenTitle: 'Portal do Cidadão com certificado digital',
  citizenHint: 'Entre com o certificado do cidadão (e-CPF ou e-CNPJ). O Portal do Cidadão abrirá no seu navegador, já conectado.',
  backToStaff: 'Voltar ao login do servidor',
  opening: 'Abrindo o Portal do Cidadão…',
  opened: 'Abrimos o Portal do Cidadão no seu navegador.',
  signupOpened: 'Este certificado ainda não tem cadastro. Abrimos o cadastro do Portal do Cidadão no seu navegador, já preenchido com os dados do certificado.',
  openFailed: 'Não foi possível abrir o Portal do Cidadão no navegador. Tente novamente.',
  /** The portal, while it trades the code. */
  loggingIn: 'Entrando com o certificado digital…',
  server: {
    codeInvalid: 'O código de acesso ao portal não é válido: já foi usado ou expirou. Entre novamente com o certificado no aplicativo GDoc para computador.',
    certificateSessionOnly: 'Somente uma sessão de cidadão aberta com certificado digital pode abrir o Portal do Cidadão desta forma.',
  },
} as const;

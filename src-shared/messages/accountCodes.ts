// Account verification and password reset by e-mail: the e-mails, the server's answers and the
// citizen portal's screens (part of src-shared/messages.ts).

const minutes = (value: number) => (value === 1 ? '1 minuto' : `${value} minutos`);
const seconds = (value: number) => (value === 1 ? '1 segundo' : `${value} segundos`);

export const accountCodeMessages = {
  mail: {
    verifySubject: (organization: string) => `${organization} — código de verificação da sua conta`,
    verifyIntro: (name: string, organization: string) => `Olá, ${name}. Para confirmar o seu e-mail no Portal do Cidadão de ${organization}, use o código abaixo.`,
    resetSubject: (organization: string) => `${organization} — redefinição de senha`,
    resetIntro: (name: string, organization: string) =>
      `Olá, ${name}. Recebemos um pedido para redefinir a senha da sua conta no Portal do Cidadão de ${organization}.`,
    codeLabel: 'Código',
    linkIntro: 'Ou abra este endereço:',
    verifyAction: 'Verificar minha conta',
    resetAction: 'Redefinir minha senha',
    expiresIn: (value: number) => `O código e o endereço valem por ${minutes(value)} e só podem ser usados uma vez.`,
    notYou: 'Se você não fez este pedido, ignore esta mensagem: nada muda na sua conta.',
    footer: 'Esta mensagem foi enviada pelo GDoc; não é preciso respondê-la.',
  },
  server: {
    codeSent: (email: string) => `Enviamos um código para ${email}.`,
    alreadyVerified: 'Sua conta já está verificada.',
    onlyCitizens: 'A verificação por e-mail é só para contas do Portal do Cidadão.',
    noEmail: 'Sua conta não tem e-mail cadastrado. Atualize seus contatos para receber o código.',
    cooldown: (remaining: number) => `Aguarde ${seconds(remaining)} para pedir um novo código.`,
    codeWrong: (left: number) =>
      left === 0 ? 'Código incorreto. As tentativas acabaram: peça um novo código.' : `Código incorreto. Restam ${left === 1 ? '1 tentativa' : `${left} tentativas`}.`,
    codeExpired: 'Este código expirou ou já foi usado. Peça um novo código.',
    codeLocked: 'Este código não vale mais depois de tantas tentativas. Peça um novo código.',
    linkInvalid: 'Este link não é válido: expirou, já foi usado ou foi substituído por outro mais recente.',
    verified: 'Conta verificada.',
    forgotSent: 'Se houver uma conta com este e-mail, enviamos para ele um link e um código para redefinir a senha.',
    passwordReset: 'Senha redefinida. Entre com a nova senha.',
    mailFailed: 'Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.',
  },
  verify: {
    title: 'Verificação de conta',
    intro: (email: string) => `Enviamos um código de 6 dígitos para ${email}. Digite-o abaixo para confirmar a sua conta.`,
    introNoEmail: 'Enviaremos um código de 6 dígitos para o e-mail da sua conta.',
    code: 'Código de verificação',
    submit: 'Verificar',
    send: 'Enviar código',
    resend: 'Reenviar código',
    resendIn: (remaining: number) => `Reenviar em ${remaining} s`,
    verifying: 'Verificando o link…',
    success: 'Conta verificada. Você já pode continuar.',
    continue: 'Continuar',
    login: 'Entrar',
    codeFormat: 'O código tem 6 dígitos',
  },
  forgot: {
    link: 'Esqueci minha senha',
    title: 'Esqueci minha senha',
    intro: 'Informe o e-mail da sua conta. Enviaremos um link e um código para você criar uma nova senha.',
    email: 'E-mail',
    submit: 'Enviar link',
    backToLogin: 'Voltar para o login',
    haveCode: 'Já recebi o código',
  },
  reset: {
    title: 'Redefinir senha',
    intro: 'Crie uma nova senha com pelo menos 8 caracteres, letras minúsculas e números.',
    password: 'Nova senha',
    confirmation: 'Confirme a nova senha',
    submit: 'Redefinir senha',
    introCode: 'Digite o e-mail da conta, o código de 6 dígitos que enviamos para ele e a nova senha.',
    email: 'E-mail',
    code: 'Código recebido por e-mail',
    requestAnother: 'Pedir um novo link',
    login: 'Ir para o login',
  },
};

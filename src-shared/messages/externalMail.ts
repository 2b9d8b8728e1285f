// The e-mail Enviar externamente sends (server/mail/externalSend.ts) and the dialog that asks for
// it (part of src-shared/messages.ts).

export const externalMailMessages = {
  subject: (number: string, title: string) => `${number} — ${title}`,
  body: (message: string, sector: string, number: string, code: string, verifyUrl: string) =>
    [
      ...(message.trim() === '' ? [] : [message.trim(), '']),
      `Segue em anexo o documento ${number}, enviado por ${sector}.`,
      '',
      `Código de verificação: ${code}`,
      `Confira a autenticidade em ${verifyUrl}`,
      '',
      'Esta mensagem foi enviada pelo GDoc; não é preciso respondê-la.',
    ].join('\n'),
  dialog: {
    action: 'Enviar externamente',
    title: 'Enviar por e-mail para fora da organização',
    emails: 'E-mails dos destinatários',
    emailsHint: 'Digite um endereço e tecle Enter. Cada destinatário recebe a sua própria mensagem, com o documento completo em PDF.',
    emailsRequired: 'Informe ao menos um e-mail',
    emailInvalid: (address: string) => `E-mail inválido: ${address}`,
    message: 'Mensagem (opcional)',
    submit: 'Enviar',
    cancel: 'Cancelar',
    failure: 'Não foi possível enviar o documento. O que você escreveu foi mantido; tente novamente.',
  },
};

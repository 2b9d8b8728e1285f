// Filing a request in the citizen portal (issue 16): what the server answers, the receipt PDF
// (comprovante) and the filing screen (part of src-shared/messages.ts).

export const citizenFilingMessages = {
  // What the server answers.
  subjectRequired: 'Escolha o assunto da solicitação',
  subjectNotOpen: 'Este assunto não recebe solicitações pelo portal',
  subjectNoSector: 'Este assunto não tem setor para receber a solicitação; procure o atendimento presencial',
  icpLoginRequired: 'Este assunto exige entrar no portal com certificado digital ICP-Brasil. Saia e entre novamente com o seu certificado.',
  govbrLoginRequired: 'Este assunto exige entrar no portal com a sua conta gov.br. Saia e entre novamente com o gov.br.',
  draftNotFound: 'Rascunho não encontrado',
  notDraft: 'Esta solicitação já foi enviada',
  conflict: 'Este rascunho foi alterado em outra janela. Recarregue a página para continuar de onde parou.',
  // The receipt (comprovante de protocolo).
  receipt: {
    title: 'Comprovante de protocolo',
    number: 'Protocolo',
    filedAt: 'Data e hora',
    subject: 'Assunto',
    identification: 'Identificação',
    requester: 'Requerente',
    text: 'Texto da solicitação',
    attachments: 'Anexos',
    noAttachments: 'Nenhum anexo.',
    attachment: (name: string, size: string) => `${name} (${size})`,
    code: 'Código de verificação',
    verifyAt: (url: string) => `Confira a autenticidade deste comprovante em ${url}`,
    fileName: (number: string) => `comprovante-${number}`,
  },
  identification: { identified: 'Identificada', confidential: 'Sigilosa', anonymous: 'Anônima' } as Record<'identified' | 'confidential' | 'anonymous', string>,
};

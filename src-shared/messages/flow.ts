// Flow stages (GET flow/stages/{id}, POST flow/stages/{id}/action): the catalogue's action names
// (companion §3), the server's refusals and answers, the Etapas tab and the authorisation document
// (part of src-shared/messages.ts).

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1) ?? ''}`;

export const flowMessages = {
  actions: { move_stage_to: 'Mover para', archive_flow: 'Encerrar solicitação', should_emit_traffic_card: 'Emitir Autorização' },
  moveTo: (stage: string) => `Mover para ${stage}`,
  requirement: {
    attachment: (name: string) => `Anexo “${name}”`,
    anyAttachment: 'Ao menos um anexo',
    signature: 'Assinatura do documento ou de um anexo',
  },

  stageNotFound: 'Etapa não encontrada',
  actionUnknown: 'Ação desconhecida: use Mover para, Encerrar solicitação ou Emitir Autorização',
  notOffered: 'Esta etapa não oferece essa ação',
  notCurrent: 'Esta etapa não é a etapa atual do documento',
  flowFinished: 'O fluxo deste documento já foi encerrado',
  notHeld: 'O documento não está na caixa de entrada do seu setor nem na sua: só quem o tem pode movê-lo',
  emailNotHeld: 'Esta caixa não tem o documento em andamento',
  draft: 'Rascunhos não têm fluxo: publique o documento antes',
  archived: 'Documento arquivado: desarquive-o antes de mover a etapa',
  closed: 'Documento encerrado: reabra-o antes de mover a etapa',
  requirementsMissing: (missing: readonly string[]) => `Falta cumprir o que a etapa exige: ${list(missing)}`,
  targetInvalid: 'Etapa de destino inválida: escolha uma das etapas que esta etapa oferece',
  authorizationNotFound: 'Autorização não encontrada',

  done: {
    moved: (stage: string) => `Documento movido para a etapa ${stage}`,
    archived: 'Solicitação encerrada',
    emitted: (number: string) => `Autorização nº ${number} emitida`,
    alreadyEmitted: (number: string) => `A autorização nº ${number} já tinha sido emitida nesta etapa`,
  },

  tab: {
    requirements: 'Requisitos da etapa',
    noRequirements: 'Esta etapa não exige anexos nem assinaturas.',
    met: 'Cumprido',
    unmet: 'Pendente',
    actions: 'Ações da etapa',
    noActions: 'Nenhuma ação nesta etapa.',
    loading: 'Carregando as ações da etapa…',
    loadError: 'Não foi possível carregar as ações da etapa.',
    offline: 'As ações da etapa precisam do servidor.',
    failure: 'Não foi possível concluir a ação. Tente novamente.',
    confirmArchiveTitle: 'Encerrar solicitação',
    confirmArchive: 'Encerrar a solicitação conclui o fluxo e encerra o documento nesta caixa. Deseja continuar?',
    confirm: 'Encerrar',
    cancel: 'Cancelar',
    authorization: (number: string) => `Autorização nº ${number}`,
    downloadAuthorization: 'Baixar autorização (PDF)',
    downloadFailure: 'Não foi possível baixar a autorização.',
    enteredAt: (date: string) => `Nesta etapa desde ${date}`,
  },

  timeline: {
    label: 'Etapa',
    moved: (from: string, to: string) => `Etapa “${from}” concluída; documento movido para “${to}”`,
    archived: (from: string) => `Etapa “${from}” concluída; solicitação encerrada`,
    emitted: (number: string, stage: string) => `Autorização nº ${number} emitida na etapa “${stage}”`,
    by: 'Por',
  },

  authorizationPdf: {
    fileName: (number: string) => `autorizacao-${number.replace('/', '-')}`,
    number: (number: string) => `Autorização nº ${number}`,
    title: (subject: string) => `Autorização — ${subject}`,
    intro: 'Fica autorizado o requerente abaixo identificado, nos termos da solicitação referida.',
    holder: (name: string) => `Titular/requerente: ${name}`,
    subject: (name: string) => `Assunto: ${name}`,
    document: (number: string) => `Documento: ${number}`,
    date: (date: string) => `Data de emissão: ${date}`,
    issuer: (name: string, sector: string | null) => `Emitida por: ${sector === null ? name : `${name} — ${sector}`}`,
  },
};

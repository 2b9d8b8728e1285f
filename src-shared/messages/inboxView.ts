// Messages of the inbox item view (/inbox/{inbox_type}/view/{type}/{code}) (part of src-shared/messages.ts).

export const inboxViewMessages = {
  back: 'Voltar',
  tabs: { timeline: 'Timeline', documents: 'Documentos', details: 'Detalhes', deadlines: 'Prazos' },
  processTabs: { conversation: 'Conversação', stages: 'Etapas', process: 'Processo', participants: 'Participantes' },
  summary: 'Sumário',
  loadError: 'Erro ao carregar documentos',
};

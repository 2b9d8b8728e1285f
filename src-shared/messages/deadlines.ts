// Deadlines (issue 19): the work queue's Prazo column, its filters and sort, the Prazos card, the
// item view's Prazos tab and the server's answers about deadlines (part of src-shared/messages.ts).

export const deadlineMessages = {
  column: 'Prazo',
  none: 'Sem prazo',
  overdue: 'Vencido',
  today: 'Vence hoje',
  week: 'Esta semana',
  later: 'No prazo',
  dueOn: (date: string) => `Prazo: ${date}`,
  sortLabel: 'Prazo',

  filters: {
    label: 'Prazo',
    overdue: 'Vencidos',
    today: 'Vencem hoje',
    week: 'Esta semana',
    all: 'Todos',
  },

  card: {
    title: 'Prazos',
    sector: 'Setor',
    mine: 'Meus',
    overdue: 'Vencidos',
    today: 'Vencem hoje',
    week: 'Esta semana',
    // The visible number comes first, so the name a voice user says matches what is on screen.
    linkLabel: (row: string, column: string, count: number) => `${count} ${column.toLowerCase()} (${row}) — abrir a lista filtrada`,
    offline: 'Prazos indisponíveis sem conexão: os números voltam quando o servidor responder.',
    loadError: 'Não foi possível carregar os prazos.',
    mineHint: 'Meus: os da sua caixa pessoal e os do setor sob sua responsabilidade; os links abrem os do setor sob sua responsabilidade.',
  },

  tab: {
    title: 'Prazos',
    itemDeadline: 'Prazo do documento',
    noDeadline: 'Este documento não tem prazo.',
    stages: 'Prazos das etapas',
    history: 'Alterações de prazo',
    historyEmpty: 'O prazo não foi alterado.',
    set: 'Definir prazo',
    change: 'Alterar prazo',
    date: 'Data',
    time: 'Hora',
    reason: 'Motivo',
    reasonDescription: 'Explique por que o prazo muda (fica no histórico do documento).',
    save: 'Salvar prazo',
    saved: 'Prazo salvo',
    saveError: 'Não foi possível salvar o prazo. Tente novamente.',
    notHolder: 'Só quem tem o documento em andamento na caixa pode definir o prazo.',
    by: 'Por',
  },

  timeline: {
    label: 'Prazo',
    changed: (previous: string | null, next: string, reason: string) =>
      `${previous === null ? `Prazo definido para ${next}` : `Prazo alterado de ${previous} para ${next}`} — motivo: ${reason}`,
    by: 'Por',
  },

  server: {
    dueAtInvalid: 'Informe o prazo como data e hora válidas',
    reasonShort: 'Informe o motivo da alteração com ao menos 3 caracteres',
    reasonLong: 'O motivo pode ter até 500 caracteres',
    notTask: 'Só um documento recebido e em andamento tem prazo: rascunhos e enviados não têm',
    archived: 'Documento arquivado: desarquive-o antes de alterar o prazo',
    closed: 'Documento encerrado: reabra-o antes de alterar o prazo',
    unchanged: 'O prazo informado é o mesmo de agora',
    deadlineInvalid: 'Filtro de prazo inválido: use overdue, today ou week',
    clockNeedsDevelopment: 'A opção --clock só é aceita com --mode development',
  },
} as const;

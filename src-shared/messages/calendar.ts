// Messages of the sector calendar (/workspace/{sector,personal}/calendar, issue 19) and of the
// switch between the work queue's views (part of src-shared/messages.ts).

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;
/** Monday first: the week runs Monday to Sunday (issue 19's deadline vocabulary). */
const WEEKDAYS_SHORT = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'] as const;
const WEEKDAYS = ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'] as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const pad = (value: number) => String(value).padStart(2, '0');
const items = (count: number) => (count === 1 ? '1 item' : `${count} itens`);

export const calendarMessages = {
  views: {
    label: 'Modo de exibição da fila',
    list: 'Lista',
    calendar: 'Calendário',
    map: 'Mapa',
  },

  months: MONTHS,
  weekdaysShort: WEEKDAYS_SHORT,
  weekdays: WEEKDAYS,
  /** "Novembro de 2026". */
  monthTitle: (year: number, month: number) => `${capital(MONTHS[month - 1] ?? '')} de ${year}`,
  /** "Semana de 23/11/2026 a 29/11/2026". */
  weekTitle: (from: string, to: string) => `Semana de ${from} a ${to}`,
  /** DD/MM/YYYY of a 'YYYY-MM-DD' day. */
  shortDate: (year: number, month: number, day: number) => `${pad(day)}/${pad(month)}/${year}`,
  /** The full name of a day for screen readers: "sexta-feira, 27 de novembro de 2026". */
  fullDate: (weekday: number, year: number, month: number, day: number) => `${WEEKDAYS[weekday] ?? ''}, ${day} de ${MONTHS[month - 1] ?? ''} de ${year}`,
  /** A day cell's label: its date, today, and how many items fall due. */
  dayLabel: (fullDate: string, count: number, isToday: boolean) =>
    `${fullDate}${isToday ? ' (hoje)' : ''}: ${count === 0 ? 'nenhum item com prazo' : `${items(count)} com prazo`}`,

  month: 'Mês',
  week: 'Semana',
  viewLabel: 'Período do calendário',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  today: 'Hoje',
  todayMark: 'Hoje',
  gridLabel: (period: string) => `Prazos da fila: ${period}`,
  overdue: 'Vencido',
  more: (count: number) => `+${count} mais`,
  fewer: 'Mostrar menos',
  beyond: (count: number) => `Mais ${items(count)} neste dia: refine os filtros para vê-los.`,
  itemLabel: (number: string, title: string) => `${number} — ${title}`,
  dayItems: (fullDate: string) => `Itens de ${fullDate}`,
  noItemsThatDay: 'Nenhum item com prazo neste dia.',
  keyboardHint: 'Setas movem entre os dias; Home e End vão ao início e ao fim da semana; Page Up e Page Down mudam o mês; Enter abre o primeiro item do dia.',

  emptyMonth: 'Nenhum item com prazo neste mês.',
  emptyWeek: 'Nenhum item com prazo nesta semana.',
  noResults: 'Nenhum item com prazo neste período corresponde aos filtros.',
  loadError: 'Não foi possível carregar o calendário.',
  offline: 'Sem conexão com o servidor: o calendário aparece quando a conexão voltar.',

  server: {
    dayInvalid: 'Data inválida: use o formato AAAA-MM-DD.',
    rangeOrder: 'A data inicial do calendário deve ser anterior ou igual à data final.',
    rangeTooLong: (days: number) => `O período do calendário pode ter no máximo ${days} dias.`,
  },
} as const;

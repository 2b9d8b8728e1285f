// Reports and the dashboard (issue 20), part of src-shared/messages.ts.
export const reportMessages = {
  server: {
    invalidDate: 'Informe uma data válida (AAAA-MM-DD).',
    periodInverted: 'A data final deve ser igual ou posterior à inicial.',
    periodTooLong: 'O período pode ter no máximo cinco anos.',
    sectorNotFound: 'Setor não encontrado.',
    subjectNotFound: 'Assunto não encontrado.',
  },
};

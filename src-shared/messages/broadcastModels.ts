// Broadcast lists and document models (issue 18): the administration's lists and editors, and the
// server's refusals.

export const broadcastListMessages = {
  title: 'Listas de transmissão',
  singular: 'lista de transmissão',
  create: 'Nova lista de transmissão',
  editTitle: 'Editar lista de transmissão',
  tabGeneral: 'Dados da lista',
  tabMembers: 'Membros',
  name: 'Nome',
  sector: 'Setor',
  wholeOrganization: 'Toda a organização',
  members: 'Membros',
  membersCount: (count: number) => (count === 1 ? '1 membro' : `${count} membros`),
  addMember: 'Adicionar membro',
  addMemberPlaceholder: 'Pesquise um setor ou uma pessoa',
  removeMember: (name: string) => `Remover ${name}`,
  memberKinds: { sector: 'Setor', person: 'Pessoa' },
  noMembers: 'Nenhum membro adicionado',
  membersLoadFailed: 'Erro ao carregar setores e pessoas',
  loadFailed: 'Erro ao carregar listas de transmissão',
  saveFailed: 'Erro ao salvar lista de transmissão',
  notFound: 'Lista de transmissão não encontrada',
  nameTaken: 'Já existe uma lista de transmissão com este nome neste setor',
  unknownSector: 'Setor não encontrado',
  membersRequired: 'Adicione ao menos um membro',
  memberDuplicated: 'Cada setor ou pessoa entra uma só vez na lista',
  unknownMember: 'Um dos membros não existe mais',
  inUse: (subjects: number, documents: number) => {
    const where = [
      subjects > 0 ? (subjects === 1 ? '1 assunto' : `${subjects} assuntos`) : null,
      documents > 0 ? (documents === 1 ? '1 documento' : `${documents} documentos`) : null,
    ].filter((part) => part !== null);
    return `A lista é destinatária de ${where.join(' e de ')} e não pode ser excluída: desative-a.`;
  },
} as const;

export const blueprintMessages = {
  title: 'Modelos',
  intro: 'Textos de partida dos documentos de cada setor; excluir um modelo não altera documento algum.',
  singular: 'modelo',
  create: 'Novo modelo',
  editTitle: 'Editar modelo',
  tabGeneral: 'Dados do modelo',
  name: 'Nome',
  sector: 'Setor',
  content: 'Conteúdo',
  updatedAt: 'Atualizado em',
  loadFailed: 'Erro ao carregar modelo',
  saveFailed: 'Erro ao salvar modelo',
  sectorsLoadFailed: 'Erro ao carregar setores',
} as const;

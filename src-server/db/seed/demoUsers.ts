// The demo accounts, one per situation the clients must handle after login (§4 Session). Tests,
// the e2e suite and the README cite this list rather than repeating e-mails and flags.
import type { SectorSymbol } from './sectors';

export const DEMO_PASSWORD = 'demo1234';

export type DemoRole = 'Administrador' | 'Servidor';

export type DemoUser = {
  email: string;
  name: string;
  /** Fixed, check-digit-valid CPFs (digits only), so logins by CPF are reproducible. */
  cpf: string;
  cellphone: string | null;
  gender: 'male' | 'female';
  dateOfBirth: string;
  textualSignature: string | null;
  role: DemoRole | null;
  primarySector: SectorSymbol | null;
  otherSectors: readonly SectorSymbol[];
  status: 'enabled' | 'disabled';
  hasInternalAccess: boolean;
  origin: 'internal' | 'external';
  accountLevel: 'bronze' | 'silver' | 'gold' | null;
  needUpdateContacts: boolean;
  needUpdatePassword: boolean;
  resetPasswordOnLogin: boolean;
  hasBeenLogged: boolean;
  /** What the account demonstrates, in pt-BR for the README. */
  purpose: string;
};

const common = {
  status: 'enabled',
  hasInternalAccess: true,
  origin: 'internal',
  accountLevel: null,
  otherSectors: [],
  needUpdateContacts: false,
  needUpdatePassword: false,
  resetPasswordOnLogin: false,
  hasBeenLogged: true,
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    ...common,
    email: 'admin@demo.gov.br',
    name: 'Mariana Costa Ribeiro',
    cpf: '28416357919',
    cellphone: '35998761201',
    gender: 'female',
    dateOfBirth: '1982-03-14',
    textualSignature: 'Mariana Costa Ribeiro — Chefe de Gabinete',
    role: 'Administrador',
    primarySector: 'GAB',
    otherSectors: ['SEMAD'],
    purpose: 'Administradora: todas as permissões; Gabinete (principal) e Administração.',
  },
  {
    ...common,
    email: 'servidor@demo.gov.br',
    name: 'João Pedro Almeida',
    cpf: '37192584673',
    cellphone: '35998761202',
    gender: 'male',
    dateOfBirth: '1990-07-22',
    textualSignature: 'João Pedro Almeida — Protocolo Geral',
    role: 'Servidor',
    primarySector: 'PROT',
    purpose: 'Servidor do Protocolo Geral (com o subsetor Arquivo Central).',
  },
  {
    ...common,
    email: 'servidora@demo.gov.br',
    name: 'Ana Beatriz Souza Lima',
    cpf: '45381720653',
    cellphone: '35998761203',
    gender: 'female',
    dateOfBirth: '1987-11-05',
    textualSignature: 'Ana Beatriz Souza Lima — Secretaria de Saúde',
    role: 'Servidor',
    primarySector: 'SESAU',
    purpose: 'Servidora da Saúde: outra árvore de setores que a do servidor.',
  },
  {
    ...common,
    email: 'cidadao@demo.gov.br',
    name: 'Carlos Eduardo Nogueira',
    cpf: '51937468291',
    cellphone: '35998761204',
    gender: 'male',
    dateOfBirth: '1975-01-30',
    textualSignature: null,
    role: null,
    primarySector: null,
    hasInternalAccess: false,
    origin: 'external',
    accountLevel: 'silver',
    purpose: 'Cidadão do portal: sem acesso interno, conta verificada, nível prata.',
  },
  {
    ...common,
    email: 'desativado@demo.gov.br',
    name: 'Roberto Fernandes Dias',
    cpf: '62845193700',
    cellphone: '35998761205',
    gender: 'male',
    dateOfBirth: '1969-09-12',
    textualSignature: null,
    role: 'Servidor',
    primarySector: 'RH',
    status: 'disabled',
    purpose: 'Servidor desativado: a senha confere, mas o acesso é negado (403 disabled-user).',
  },
  {
    ...common,
    email: 'contatos@demo.gov.br',
    name: 'Fernanda Oliveira Santos',
    cpf: '73629514855',
    cellphone: null,
    gender: 'female',
    dateOfBirth: '1993-04-18',
    textualSignature: null,
    role: 'Servidor',
    primarySector: 'SEMED',
    needUpdateContacts: true,
    purpose: 'Precisa atualizar contatos (sem celular): vai para /update/contact.',
  },
  {
    ...common,
    email: 'senha@demo.gov.br',
    name: 'Luiz Henrique Barbosa',
    cpf: '84716259382',
    cellphone: '35998761207',
    gender: 'male',
    dateOfBirth: '1985-12-02',
    textualSignature: null,
    role: 'Servidor',
    primarySector: 'SEFIN',
    needUpdatePassword: true,
    purpose: 'Precisa trocar a senha: vai para /update/password.',
  },
  {
    ...common,
    email: 'importacao@demo.gov.br',
    name: 'Patrícia Gomes Carvalho',
    cpf: '96253871455',
    cellphone: '35998761208',
    gender: 'female',
    dateOfBirth: '1995-06-27',
    textualSignature: null,
    role: 'Servidor',
    primarySector: 'IMPORT',
    resetPasswordOnLogin: true,
    hasBeenLogged: false,
    purpose: 'Importada de outro sistema: setor principal de Importação e senha a redefinir (perfil com new=true).',
  },
];

export const demoUser = (email: string): DemoUser => {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user;
};

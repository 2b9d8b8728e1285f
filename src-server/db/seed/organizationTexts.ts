// The demo organisation's own texts: the terms of use and the usage policy a citizen accepts at
// signup, and the privacy policy the portal's footer links to. Product demo data, written as a
// municipality would publish them under the LGPD (Lei 13.709/2018) and the Marco Civil da Internet.
import type { OrganizationTextKind } from '../../../src-shared/api/organization';
import type { Db } from '../open';
import { DEMO_ORGANIZATION, DEMO_ORGANIZATION_ID } from './organization';

const org = DEMO_ORGANIZATION.name;

export const DEMO_ORGANIZATION_TEXTS: Record<OrganizationTextKind, { title: string; content: string }> = {
  terms: {
    title: 'Termos de uso',
    content: `<p>Estes termos regem o uso do portal de atendimento ao cidadão da ${org}. Ao criar uma conta, você declara que as informações prestadas são verdadeiras e que é responsável por elas, nos termos do art. 299 do Código Penal.</p>
<h2>1. Conta de acesso</h2>
<p>A conta é pessoal e intransferível. Guarde sua senha em sigilo; solicitações feitas com ela são atribuídas a você. Pessoas jurídicas são representadas pelo responsável indicado no cadastro.</p>
<h2>2. Solicitações</h2>
<p>Cada solicitação recebe um número de protocolo e um comprovante. A prefeitura responde pelos canais do portal e pelo e-mail cadastrado, nos prazos de cada serviço da Carta de Serviços.</p>
<h2>3. Documentos</h2>
<p>Documentos emitidos pelo portal trazem um código de verificação; sua autenticidade pode ser conferida em Autenticidade de Documentos.</p>
<h2>4. Alterações</h2>
<p>Estes termos podem ser atualizados; a versão vigente fica sempre disponível neste portal.</p>`,
  },
  usage_policy: {
    title: 'Política de uso',
    content: `<p>O portal destina-se ao protocolo de solicitações, ao acompanhamento de processos e à consulta de documentos da ${org}.</p>
<ul>
<li>Não envie conteúdo ofensivo, discriminatório ou que viole direitos de terceiros.</li>
<li>Anexe apenas arquivos relacionados à solicitação, sem vírus ou conteúdo malicioso.</li>
<li>Não tente acessar dados de outras pessoas nem sobrecarregar o serviço com acessos automatizados.</li>
</ul>
<p>O descumprimento desta política pode levar ao bloqueio da conta, sem prejuízo das medidas legais cabíveis.</p>`,
  },
  privacy: {
    title: 'Política de privacidade',
    content: `<p>A ${org} trata seus dados pessoais conforme a Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018), para cumprir suas obrigações legais e executar políticas públicas (art. 7º, incisos II e III, e art. 23).</p>
<h2>Dados tratados</h2>
<p>Nome, CPF ou CNPJ, data de nascimento, gênero, telefone, e-mail, endereço e o conteúdo das suas solicitações e anexos.</p>
<h2>Finalidade</h2>
<p>Identificar você, registrar e responder suas solicitações, enviar avisos sobre o andamento e conferir a autenticidade de documentos. Seus dados não são vendidos nem usados para publicidade.</p>
<h2>Compartilhamento</h2>
<p>Somente com órgãos públicos quando a lei exigir ou para executar o serviço solicitado.</p>
<h2>Seus direitos</h2>
<p>Você pode consultar e corrigir seus dados em Meu Perfil e pedir informações sobre o tratamento ao encarregado de dados pelos telefones da prefeitura.</p>
<h2>Retenção</h2>
<p>Os documentos seguem as tabelas de temporalidade do arquivo público; os dados de acesso são guardados por seis meses, como exige o Marco Civil da Internet (Lei 12.965/2014).</p>`,
  },
};

export function seedOrganizationTexts(db: Db, at: string): void {
  const insert = db.prepare('INSERT INTO organization_texts (organization_id, kind, title, content, updated_at) VALUES (?, ?, ?, ?, ?)');
  for (const [kind, text] of Object.entries(DEMO_ORGANIZATION_TEXTS)) insert.run(DEMO_ORGANIZATION_ID, kind, text.title, text.content, at);
}

// A server draft that could not be opened (Rascunhos: deleted meanwhile, no server and no copy
// here, an error) shows no form: typing there would start another draft. Novo documento and the
// answer screen both say so, under their own title.
import { Alert, Title } from '@mantine/core';
import { messages } from '../../src-shared/messages';
import { ListPage } from '../components/Page';
import type { ServerDraftProblem } from './useDraft';

export function ServerDraftProblemPage({ title, problem }: { title: string; problem: Exclude<ServerDraftProblem, 'offline-local'> }) {
  return (
    <ListPage>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color={problem === 'not-found' ? 'yellow' : 'red'} role="alert" data-testid="server-draft-problem">
        {messages.createDocument.serverDraft[problem === 'not-found' ? 'notFound' : problem]}
      </Alert>
    </ListPage>
  );
}

// The item view's "Solicitações de assinatura" (Documentos tab): the document's requests.
import { Group, Loader, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ViewedEmail } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { signatureRequestsApi } from '../api/client';
import { useMe } from '../session/queries';
import { signatureRequestKeys } from './queryKeys';
import { SignatureRequestList } from './SignatureRequestList';

const r = messages.signatureRequests;

export function DocumentSignatureRequests({ email }: { email: ViewedEmail }) {
  const me = useMe();
  const requests = useQuery({
    queryKey: signatureRequestKeys.ofEmail(email.inbox_email_uuid),
    queryFn: ({ signal }) => signatureRequestsApi.ofEmail(email.inbox_email_uuid, signal),
    retry: false,
  });
  return (
    <section aria-labelledby="item-signature-requests">
      <Group gap="xs" mb="xs">
        <IconSignature size={18} aria-hidden />
        <Title order={2} size="h4" id="item-signature-requests">
          {r.sectionTitle}
        </Title>
      </Group>
      {requests.isPending ? (
        <Loader size="sm" aria-label={messages.app.loading} />
      ) : requests.isError ? (
        <Text size="sm" c="dimmed">
          {r.loadFailed}
        </Text>
      ) : requests.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {r.sectionEmpty}
        </Text>
      ) : (
        <SignatureRequestList requests={requests.data.data} userId={me.data?.id} testId="item-signature-requests" />
      )}
    </section>
  );
}

// One of the organisation's own texts (terms of use, usage policy, privacy policy), as published:
// HTML from the server, sanitised again with DOMPurify before it is shown (SafeHtml).
import { Alert, Button, Group, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrganizationTextKind } from '../../../src-shared/api/organization';
import { formatDate } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { signupApi } from '../../api/client';
import { SafeHtml } from '../inbox/SafeHtml';

const s = messages.signup;

export function useOrganizationText(kind: OrganizationTextKind) {
  return useQuery({
    queryKey: ['organization-text', kind],
    queryFn: ({ signal }) => signupApi.organizationText(kind, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

type Props = { kind: OrganizationTextKind; order: TitleOrder; testId?: string };

export function OrganizationText({ kind, order, testId }: Props) {
  const text = useOrganizationText(kind);
  if (text.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{s.termsLoading}</Text>
      </Group>
    );
  }
  if (text.isError) {
    const missing = isApiError(text.error) && text.error.status === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} role={missing ? 'status' : 'alert'}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{missing ? s.termsMissing : s.termsLoadFailed}</Text>
          {!missing && (
            <Button size="compact-sm" variant="default" onClick={() => void text.refetch()}>
              {messages.app.retry}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={`organization-text-${kind}`} data-testid={testId}>
      <Title order={order} size="h4" id={`organization-text-${kind}`}>
        {text.data.title}
      </Title>
      <Text size="xs" c="dimmed">
        {s.updatedAt(formatDate(text.data.updated_at))}
      </Text>
      <SafeHtml html={text.data.content} />
    </Stack>
  );
}

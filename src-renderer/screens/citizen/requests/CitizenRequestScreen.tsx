// One of the citizen's requests (/citizen/inbox/:uuid): its facts, the conversation (the
// citizen's messages and the organisation's replies, sanitised as the staff views sanitise them)
// and an answer box while the request takes answers; the text stays when sending fails.
// A 403 (not a citizen) goes to the portal's home; a 404 is the portal's not-found page.
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CITIZEN_ANSWER_MAX, type CitizenConversation, type CitizenFile } from '../../../../src-shared/api/citizenRequests';
import { formatDate, formatDateTime } from '../../../../src-shared/format';
import { messages } from '../../../../src-shared/messages';
import { isApiError } from '../../../api/ApiError';
import { citizenRequestsApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { downloadBlob } from '../../../app/download';
import { ListPage } from '../../../components/Page';
import { formatFileSize } from '../../inbox/itemView';
import { NotFoundScreen } from '../../errors/NotFoundScreen';
import { SafeHtml } from '../../inbox/SafeHtml';
import { CITIZEN_REQUESTS_PATH, citizenRequestKey, citizenRequestsKey } from './citizenRequestPaths';

const c = messages.citizenRequests;

export function CitizenRequestScreen() {
  const uuid = useParams().uuid ?? '';
  const request = useQuery({
    queryKey: citizenRequestKey(uuid),
    queryFn: ({ signal }) => citizenRequestsApi.conversation(uuid, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  if (request.isError && isApiError(request.error)) {
    if (request.error.status === 403) return <Navigate to={CITIZEN_AREA.homePath} replace />;
    if (request.error.status === 404 || request.error.status === 422) return <NotFoundScreen homePath={CITIZEN_AREA.homePath} />;
  }
  return (
    <ListPage>
      <Anchor component={Link} to={CITIZEN_REQUESTS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {c.detail.back}
        </Group>
      </Anchor>
      {request.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{c.detail.loading}</Text>
        </Group>
      ) : request.isError ? (
        <Alert color="red" role="alert" title={c.detail.error}>
          <Button variant="default" onClick={() => void request.refetch()}>
            {c.list.retry}
          </Button>
        </Alert>
      ) : (
        <Request data={request.data.data} />
      )}
    </ListPage>
  );
}

function Request({ data }: { data: CitizenConversation['data'] }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {data.number}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{data.title}</Text>
      </div>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          {c.list.statusLabel}:{' '}
          <Badge color={data.status === 'open' ? 'darkBlue' : 'gray'} variant="light" component="span">
            {c.status[data.status]}
          </Badge>
        </Text>
        <Text size="sm">
          {c.list.createdAt}: {formatDate(data.created_at)}
        </Text>
        <Text size="sm" data-testid="citizen-request-stage">
          {c.list.stage}: {data.stage ?? c.list.noStage}
        </Text>
      </Group>
      {data.text.trim() !== '' && (
        <Stack gap="sm" component="section" aria-labelledby="citizen-request-text">
          <Title order={2} size="h4" id="citizen-request-text">
            {c.detail.yourRequest}
          </Title>
          <Card withBorder radius="md" padding="md" data-testid="citizen-request-text">
            <SafeHtml html={data.text} />
          </Card>
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby="citizen-request-timeline">
        <Title order={2} size="h4" id="citizen-request-timeline">
          {c.detail.timeline}
        </Title>
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((item) => (
            <li key={item.dispatch_uuid}>
              <Card withBorder radius="md" padding="md" data-testid="citizen-request-message" bg={item.mine ? undefined : 'gray.0'}>
                <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.mine ? c.detail.you : item.from}
                  </Text>
                  <Text size="sm" c="dark.7">
                    {c.detail.sent} {formatDateTime(item.created_at)}
                  </Text>
                </Group>
                {item.content.trim() === '' ? <Text c="dark.7">{c.detail.emptyMessage}</Text> : <SafeHtml html={item.content} />}
              </Card>
            </li>
          ))}
        </Stack>
      </Stack>
      {data.files.length > 0 && <Files uuid={data.uuid} files={data.files} />}
      {data.can_answer ? <AnswerBox uuid={data.uuid} reopens={data.answer_reopens} /> : <Text c="dark.7">{c.detail.answerClosedNote}</Text>}
    </Stack>
  );
}

function Files({ uuid, files }: { uuid: string; files: CitizenFile[] }) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: (file: CitizenFile) => citizenRequestsApi.file(uuid, file.id),
    onSuccess: (blob, file) => {
      setFailed(null);
      downloadBlob(blob, file.name);
    },
    onError: (_error, file) => setFailed(c.detail.downloadFailed(file.name)),
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="citizen-request-files">
      <Title order={2} size="h4" id="citizen-request-files">
        {c.detail.files}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {files.map((file) => (
          <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="citizen-request-file">
            <div style={{ minWidth: 0 }}>
              <Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Text>
              <Text size="sm" c="dark.7">
                {file.mine ? c.detail.fileMine : c.detail.fileTheirs} · {formatFileSize(file.size)} · {formatDate(file.created_at)}
              </Text>
            </div>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={c.detail.download(file.name)}
              loading={download.isPending && download.variables?.id === file.id}
              onClick={() => download.mutate(file)}
            >
              {c.detail.downloadShort}
            </Button>
          </Group>
        ))}
      </Stack>
      {failed !== null && (
        <Text c="red.8" role="alert">
          {failed}
        </Text>
      )}
    </Stack>
  );
}

/** `reopens`: the request is closed and the subject lets this answer reopen it; the box says so. */
function AnswerBox({ uuid, reopens }: { uuid: string; reopens: boolean }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (content: string) => citizenRequestsApi.answer(uuid, { content }),
    onSuccess: async () => {
      setText('');
      setError(null);
      await Promise.all([client.invalidateQueries({ queryKey: citizenRequestKey(uuid) }), client.invalidateQueries({ queryKey: citizenRequestsKey })]);
    },
    onError: (failure) => setError((isApiError(failure) ? failure.serverMessage : undefined) ?? c.detail.answerFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(c.answerRequired);
      return;
    }
    send.mutate(text);
  };
  return (
    <Stack gap="sm" component="form" onSubmit={submit} aria-labelledby="citizen-request-answer">
      <Title order={2} size="h4" id="citizen-request-answer">
        {c.detail.answerTitle}
      </Title>
      {reopens && <Text c="dark.7">{c.detail.reopenNote}</Text>}
      <Textarea
        label={c.detail.answerLabel}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={CITIZEN_ANSWER_MAX}
        error={error}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={send.isPending}>
          {reopens ? c.detail.reopenSend : c.detail.answerSend}
        </Button>
      </Group>
    </Stack>
  );
}

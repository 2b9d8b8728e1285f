// /signatures/signed: the documents the caller signed, newest first, a page at a time (title,
// number, when, the caller's signature type and every signer, grouped by the file signed: the
// document or which attachment).
import { Alert, Badge, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { signingApi } from '../../api/client';
import { ListPage } from '../../components/Page';
import { QueuePager } from '../workspace/QueuePager';
import { pagingOf } from '../workspace/queuePage';
import { signedFiles } from './signedFiles';

const t = messages.signing.signedList;

export function SignedScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery({
    queryKey: ['signatures', 'signed', page],
    queryFn: () => signingApi.signed(page),
    placeholderData: keepPreviousData,
  });
  const setPage = (next: number) => {
    const query = new URLSearchParams(params);
    query.set('page', String(next));
    setParams(query);
  };

  return (
    <ListPage>
      <Title order={1} size="h3">
        {t.title}
      </Title>
      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={messages.app.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {messages.app.retry}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="signed-empty">
          {t.empty}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover aria-label={t.title} aria-busy={list.isFetching || undefined}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.title}</Table.Th>
                  <Table.Th>{t.columns.number}</Table.Th>
                  <Table.Th>{t.columns.signedAt}</Table.Th>
                  <Table.Th>{t.columns.type}</Table.Th>
                  <Table.Th>{t.columns.signers}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((item) => (
                  <Table.Tr key={item.document_uuid} data-testid="signed-document">
                    <Table.Td>{item.title}</Table.Td>
                    <Table.Td>{item.number}</Table.Td>
                    <Table.Td>{formatDateTime(item.signed_at)}</Table.Td>
                    <Table.Td>
                      {/* A badge clips its text to the cell; the column is as wide as the word instead. */}
                      <Badge variant="light" miw="max-content" data-testid="signed-type">
                        {t.kinds[item.type]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6}>
                        {signedFiles(item.signers).map((file) => (
                          <Stack key={file.key} gap={0} data-testid="signed-file">
                            <Text size="xs" fw={700} c="dark.6" data-testid="signed-file-name">
                              {file.label}
                            </Text>
                            {file.signers.map((signer, index) => (
                              <Text key={`${signer.cpf_cnpj}-${signer.signed_at}-${index}`} size="sm">
                                {signer.name} ({signer.cpf_cnpj}) · {t.kinds[signer.type]} · {formatDateTime(signer.signed_at)}
                              </Text>
                            ))}
                          </Stack>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <QueuePager range={list.data.from !== null && list.data.to !== null ? { from: list.data.from, to: list.data.to, total: list.data.total } : null} {...pagingOf(list.data)} onPage={setPage} />
          </Group>
        </>
      )}
    </ListPage>
  );
}

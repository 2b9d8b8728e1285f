// /signatures/signed: the documents the caller signed, newest first, a page at a time (title,
// number, when, the caller's signature type and every signer, grouped by the file signed: the
// document or which attachment).
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { signingApi } from '../../api/client';
import { ListPage } from '../../components/Page';
import { PagedListContent } from '../../components/PagedListContent';
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
      <PagedListContent list={list} loadFailed={t.loadFailed} empty={t.empty} emptyTestId="signed-empty" onPage={setPage}>
        {(rows) => (
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
                {rows.map((item) => (
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
        )}
      </PagedListContent>
    </ListPage>
  );
}

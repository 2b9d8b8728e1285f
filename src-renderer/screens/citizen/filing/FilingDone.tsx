// After publishing: the protocol number and the verification code, the comprovante to download,
// and the request in Minhas solicitações.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FiledRequest } from '../../../../src-shared/api/citizenFiling';
import { messages } from '../../../../src-shared/messages';
import { citizenFilingApi } from '../../../api/client';
import { downloadBlob } from '../../../app/download';
import { citizenRequestPath } from '../requests/citizenRequestPaths';
import { fileStem } from '../../../../src-shared/format';

const f = messages.citizenFiling.screen;

export function FilingDone({ filed }: { filed: FiledRequest }) {
  const receipt = useMutation({
    mutationFn: () => citizenFilingApi.receipt(filed.uuid),
    onSuccess: (blob) => downloadBlob(blob, `${messages.citizenFiling.receipt.fileName(fileStem(filed.number))}.pdf`),
  });
  return (
    <Stack gap="md">
      <Alert color="green" role="status" title={f.doneTitle}>
        <Stack gap={4}>
          <Text>
            {f.doneNumber}: <strong data-testid="citizen-filing-number">{filed.number}</strong>
          </Text>
          <Text>
            {f.doneCode}: <span data-testid="citizen-filing-code">{filed.verification_code}</span>
          </Text>
        </Stack>
      </Alert>
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconDownload size={16} aria-hidden />} loading={receipt.isPending} onClick={() => receipt.mutate()}>
          {f.doneReceipt}
        </Button>
        <Button component={Link} to={citizenRequestPath(filed.uuid)} variant="default">
          {f.doneOpen}
        </Button>
      </Group>
      {receipt.isError && (
        <Text c="red.8" role="alert">
          {f.doneReceiptFailed}
        </Text>
      )}
      <Anchor href={window.location.pathname} size="sm">
        {f.doneAnother}
      </Anchor>
    </Stack>
  );
}

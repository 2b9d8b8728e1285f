// Every certificate on every token, with the ICP-Brasil fields read from it: what IT staff check
// when a login or a signature is refused.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../src-shared/messages';
import type { CertificateEntry } from '../../../src-shared/signer/protocol';
import { certificateKey, holderNameOf } from '../../signer/certificateView';
import { FactList } from './FactList';
import { certificateFacts } from './diagnosticsView';
import { ProblemNotice } from './ModuleList';

const t = messages.certificates;

function CertificateCard({ entry }: { entry: CertificateEntry }) {
  const facts = certificateFacts(entry).filter((fact) => fact.label !== t.holder && fact.label !== t.state);
  return (
    <Paper withBorder radius="sm" p="md" component="li" data-testid="certificate-details">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {holderNameOf(entry)}
          </Title>
          <Badge color={entry.problem ? 'red' : 'green'}>{entry.problem ? t.unusable : t.ready}</Badge>
        </Group>
        {entry.problem && <ProblemNotice problem={entry.problem} />}
        <FactList facts={facts} />
      </Stack>
    </Paper>
  );
}

export function CertificateDetailsList({ certificates }: { certificates: CertificateEntry[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="certificates-title">
      <Title order={2} size="h4" id="certificates-title">
        {t.certificatesTitle}
      </Title>
      {certificates.length === 0 ? (
        <Text>{t.certificatesEmpty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {certificates.map((entry) => (
            <CertificateCard key={certificateKey(entry.ref)} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

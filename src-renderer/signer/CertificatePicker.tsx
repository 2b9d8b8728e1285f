// The certificate list as a radio group (arrow keys move between usable certificates; the
// unusable ones are shown disabled with the reason), and the card of the certificate chosen.
import { Paper, Radio, Stack, Text } from '@mantine/core';
import { messages } from '../../src-shared/messages';
import type { CertificateEntry } from '../../src-shared/signer/protocol';
import { pickerOrder, summarizeCertificate, type CertificateSummary } from './certificateView';

const t = messages.certificates;

/** The lines under a certificate's name; spans, as they sit inside the radio's description. */
function CertificateFacts({ summary }: { summary: CertificateSummary }) {
  return (
    <>
      {summary.document && (
        <Text component="span" size="sm" display="block">
          {summary.document}
        </Text>
      )}
      <Text component="span" size="sm" display="block">
        {t.issuedBy(summary.issuer)}
      </Text>
      <Text component="span" size="sm" display="block">
        {summary.validUntil} · {t.onToken(summary.token)}
      </Text>
      {summary.problem && (
        <Text component="span" size="sm" display="block" c="red.8" fw={600}>
          {summary.problem}
        </Text>
      )}
    </>
  );
}

type PickerProps = { certificates: readonly CertificateEntry[]; value: string | null; onChange: (key: string) => void };

export function CertificatePicker({ certificates, value, onChange }: PickerProps) {
  return (
    <Radio.Group value={value} onChange={onChange} label={t.chooseLegend} description={t.chooseHint}>
      <Stack gap="xs" mt="xs" data-testid="certificate-picker">
        {pickerOrder(certificates).map((entry) => {
          const summary = summarizeCertificate(entry);
          return (
            <Paper key={summary.key} withBorder radius="sm" p="sm" bg={summary.usable ? undefined : 'lightGrey.0'}>
              <Radio value={summary.key} disabled={!summary.usable} label={summary.name} description={<CertificateFacts summary={summary} />} />
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/** The certificate being used, as the PIN step shows it. */
export function ChosenCertificate({ entry }: { entry: CertificateEntry }) {
  const summary = summarizeCertificate(entry);
  return (
    <Paper withBorder radius="sm" p="sm" aria-label={t.selected} component="section">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600}>
          {t.selected}
        </Text>
        <Text fw={700}>{summary.name}</Text>
        <Text size="sm" c="dimmed">
          <CertificateFacts summary={summary} />
        </Text>
      </Stack>
    </Paper>
  );
}

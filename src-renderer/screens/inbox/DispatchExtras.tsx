// What a despacho carries besides its text, in the Sumário and the conversation alike (issue 15
// §3): the files sent with it (opened and downloaded as any attachment), its signatures (who,
// when, how, and the hash its manifest is found by) and, for its author while unsigned, Assinar.
import { Button, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import type { SummaryItem } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { AttachmentList } from '../../attachments/AttachmentList';
import { dispatchSignPath } from './dispatchSigning';

const t = messages.dispatch.item;

export function DispatchExtras({ item, compact = false }: { item: SummaryItem; compact?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (item.attachments.length === 0 && item.signatures.length === 0 && !item.can_sign) return null;
  return (
    <Stack gap={6} mt="xs" data-testid="dispatch-extras">
      {item.attachments.length > 0 ? (
        <div>
          <Text size="xs" fw={600} c="dimmed">
            {t.files}
          </Text>
          <AttachmentList files={item.attachments} inboxEmailUuid={null} editable={false} canRequestReview={false} testId="dispatch-attachments" />
        </div>
      ) : null}
      {item.signatures.map((signature) => (
        <div key={signature.hash} data-testid="dispatch-signature">
          <Text size="sm">{t.signedBy(signature.name, formatDateTime(signature.signed_at), messages.signing.kinds[signature.type])}</Text>
          {compact ? null : (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {t.signatureHash(signature.hash)}
            </Text>
          )}
        </div>
      ))}
      {item.can_sign ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSignature size={14} aria-hidden />}
          aria-label={t.signLabel}
          onClick={() => void navigate(dispatchSignPath(item, `${location.pathname}${location.search}`))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.sign}
        </Button>
      ) : null}
    </Stack>
  );
}

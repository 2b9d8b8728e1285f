// What the chosen subject tells the filer before they start (companion §3 Subject announcement,
// required attachments, redirect_to_external_app): its announcement, the attachments publishing will
// ask for, and the other system that handles it (an http(s) address only; the server refuses a
// filing under such a subject).
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Subject } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';

const m = messages.createDocument;

export function SubjectNotice({ subject }: { subject: Subject | null }) {
  if (subject === null) return null;
  const required = subject.required_attachments.filter((attachment) => attachment.required).map((attachment) => attachment.name);
  const optional = subject.required_attachments.filter((attachment) => !attachment.required).map((attachment) => attachment.name);
  const external = subject.redirect_to_external_app && /^https?:\/\//i.test(subject.redirect_to_external_app_url ?? '') ? subject.redirect_to_external_app_url : null;
  if (subject.announcement.trim() === '' && required.length === 0 && optional.length === 0 && external === null) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title={m.subjectNotice} data-testid="subject-notice">
      {subject.announcement.trim() !== '' && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{subject.announcement}</Text>}
      {required.length > 0 && <Text size="sm">{m.requiredAttachments(required.join(', '))}</Text>}
      {optional.length > 0 && <Text size="sm">{m.optionalAttachments(optional.join(', '))}</Text>}
      {external !== null && (
        <Text size="sm">
          {m.externalApp}{' '}
          <Anchor href={external} target="_blank" rel="noopener noreferrer">
            {m.openExternalApp}
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}

// What the chosen subject tells the filer before they start (companion §3 Subject announcement and
// required attachments): its announcement, and the attachments publishing will ask for.
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Subject } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';

const m = messages.createDocument;

export function SubjectNotice({ subject }: { subject: Subject | null }) {
  if (subject === null) return null;
  const required = subject.required_attachments.filter((attachment) => attachment.required).map((attachment) => attachment.name);
  const optional = subject.required_attachments.filter((attachment) => !attachment.required).map((attachment) => attachment.name);
  if (subject.announcement.trim() === '' && required.length === 0 && optional.length === 0) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title={m.subjectNotice} data-testid="subject-notice">
      {subject.announcement.trim() !== '' && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{subject.announcement}</Text>}
      {required.length > 0 && <Text size="sm">{m.requiredAttachments(required.join(', '))}</Text>}
      {optional.length > 0 && <Text size="sm">{m.optionalAttachments(optional.join(', '))}</Text>}
    </Alert>
  );
}

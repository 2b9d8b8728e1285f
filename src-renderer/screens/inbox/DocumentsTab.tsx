// Documentos (Processo in a process): the document's own content, sanitised, and its attachments.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { AttachmentList } from '../../attachments/AttachmentList';
import { mayRequestReviewThrough } from '../../attachments/attachmentRules';
import { fromEmailAttachment, useMediaList } from '../../attachments/useAttachments';
import { useServerReachable } from '../../offline/serverStatus';
import { DocumentSignatureRequests } from '../../signatureRequests/DocumentSignatureRequests';
import { SafeHtml } from './SafeHtml';

const t = messages.inboxView;

export function DocumentsTab({ email }: { email: ViewedEmail }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t.documentContent}
        </Title>
        <SafeHtml html={email.content} testId="document-content" />
      </Paper>
      <section aria-labelledby="item-attachments">
        <Group gap="xs" mb="xs">
          <IconPaperclip size={18} aria-hidden />
          <Title order={2} size="h4" id="item-attachments">
            {t.attachments}
          </Title>
        </Group>
        <Attachments email={email} />
      </section>
      <DocumentSignatureRequests email={email} />
    </Stack>
  );
}

/**
 * The medias list from the server when it can be reached (it has the file keys the gallery and
 * downloads need, and the reviewers' reasons); else the attachments of the cached email view.
 */
function Attachments({ email }: { email: ViewedEmail }) {
  const reachable = useServerReachable();
  const medias = useMediaList(email.inbox_email_uuid, reachable);
  const fallback = !medias.data;
  const files = medias.data ?? email.attachments.map((file) => fromEmailAttachment(file));
  return (
    <Stack gap="xs">
      {fallback && files.length > 0 && (!reachable || medias.isError) ? (
        <Text size="sm" c="dimmed">
          {messages.attachments.cachedCopy}
        </Text>
      ) : null}
      <AttachmentList files={files} inboxEmailUuid={email.inbox_email_uuid} editable={false} canRequestReview={mayRequestReviewThrough(email)} testId="attachments" />
    </Stack>
  );
}

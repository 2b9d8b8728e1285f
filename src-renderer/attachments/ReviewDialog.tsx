// Solicitar revisão (§5, §9): a reason is required, the dialog is at most 600 px wide and the
// reason box shows 3 rows. Enviar stays disabled while the reason is empty or only spaces.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '../../src-shared/messages';
import { isReviewReasonValid } from './attachmentRules';
import type { AttachmentFile } from './useAttachments';

const t = messages.attachments;

export const REVIEW_DIALOG_MAX_WIDTH = 600;

type Props = {
  file: AttachmentFile | null;
  submitting: boolean;
  onSubmit: (file: AttachmentFile, reason: string) => Promise<unknown>;
  onClose: () => void;
};

export function ReviewDialog({ file, submitting, onSubmit, onClose }: Props) {
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={t.reviewTitle}
      size={REVIEW_DIALOG_MAX_WIDTH}
      styles={{ content: { maxWidth: REVIEW_DIALOG_MAX_WIDTH } }}
      closeOnClickOutside={!submitting}
      closeOnEscape={!submitting}
    >
      {/* Keyed by file: every opening starts with an empty reason. */}
      {file ? <ReviewForm key={file.id} file={file} submitting={submitting} onSubmit={onSubmit} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReviewForm({ file, submitting, onSubmit, onClose }: Props & { file: AttachmentFile }) {
  const [reason, setReason] = useState('');
  const valid = isReviewReasonValid(reason);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || submitting) return;
    void onSubmit(file, reason.trim()).then(onClose, () => undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t.reviewFileLabel(file.name)}
        </Text>
        <Textarea
          label={t.reviewReasonLabel}
          placeholder={t.reviewReasonPlaceholder}
          rows={3}
          required
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t.reviewCancel}
          </Button>
          <Button type="submit" disabled={!valid} loading={submitting}>
            {t.reviewSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

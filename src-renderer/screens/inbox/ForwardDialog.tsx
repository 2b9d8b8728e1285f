// Encaminhar: sectors, people and broadcast lists picked as in Novo documento, an optional
// despacho, and one Idempotency-Key per dialog so a retry after a lost answer delivers once. A
// refusal keeps the dialog and its text, and names the recipient it is about (ActionDialog.tsx).
import { List, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Recipient } from '../../../src-shared/api/documents';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { FORWARD_NOTE_MAX } from '../../../src-shared/api/inboxForward';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { refreshItem, type InboxScopeKey } from '../../inbox/queryKeys';
import { RecipientsSelect } from '../create/RecipientsSelect';
import { ActionDialog, ActionDialogForm } from './ActionDialog';
import { forwardBody, recipientRefusals } from './forwardRules';
import { failureMessage } from './itemActions';

const f = messages.inboxView.actions.forwardDialog;

type Props = { email: ViewedEmail; scope: InboxScopeKey; opened: boolean; onClose: () => void };

export function ForwardDialog({ email, scope, opened, onClose }: Props) {
  return (
    <ActionDialog title={f.title} opened={opened} onClose={onClose}>
      <ForwardForm email={email} scope={scope} onDone={onClose} />
    </ActionDialog>
  );
}

function ForwardForm({ email, scope, onDone }: { email: ViewedEmail; scope: InboxScopeKey; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const code = email.inbox_email_uuid;

  const mutation = useMutation({
    mutationFn: () => inboxApi.forward(code, forwardBody(recipients, note), key),
    onSuccess: (response) => {
      toast.success(response.message);
      refreshItem(queryClient, scope, code);
      onDone();
    },
  });
  const refusals = mutation.isError ? recipientRefusals(mutation.error, recipients) : [];

  const submit = () => {
    if (recipients.length === 0) return setMissing(true);
    mutation.mutate();
  };

  return (
    <ActionDialogForm
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={f.submit}
      cancelLabel={f.cancel}
      pending={mutation.isPending}
      failure={
        !mutation.isError ? null : refusals.length > 0 ? (
          <List size="sm">
            {refusals.map((refusal) => (
              <List.Item key={refusal}>{refusal}</List.Item>
            ))}
          </List>
        ) : (
          failureMessage(mutation.error, f.failure)
        )
      }
    >
      <RecipientsSelect
        label={f.recipients}
        isCc={false}
        all={recipients}
        onChange={(next) => {
          setRecipients(next);
          setMissing(false);
        }}
        sectorId={email.inbox_sector?.id ?? null}
        required
        error={missing ? f.recipientsRequired : undefined}
        disabled={mutation.isPending}
      />
      <Textarea
        label={f.note}
        placeholder={f.notePlaceholder}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={FORWARD_NOTE_MAX}
        disabled={mutation.isPending}
      />
      <Text size="sm" c="dimmed">
        {f.sentBox}
      </Text>
    </ActionDialogForm>
  );
}

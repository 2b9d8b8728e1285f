// Enviar externamente: e-mail addresses outside the organisation and an optional message; the
// server e-mails each its own copy of the complete printout. A refusal keeps what was typed.
import { TagsInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { EXTERNAL_SEND_MAX_RECIPIENTS, type ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { ActionDialog, ActionDialogForm } from './ActionDialog';
import { failureMessage } from './itemActions';

const d = messages.externalMail.dialog;
const isEmail = (value: string) => z.email().safeParse(value).success;
/** The relay down (502) or not configured (503) are the server's to explain; others as usual. */
const refusal = (error: unknown) => (isApiError(error) && (error.status === 502 || error.status === 503) ? (error.serverMessage ?? d.failure) : failureMessage(error, d.failure));

type Props = { email: ViewedEmail; opened: boolean; onClose: () => void };

export function ExternalSendDialog({ email, opened, onClose }: Props) {
  return (
    <ActionDialog title={d.title} opened={opened} onClose={onClose}>
      <ExternalSendForm email={email} onDone={onClose} />
    </ActionDialog>
  );
}

function ExternalSendForm({ email, onDone }: { email: ViewedEmail; onDone: () => void }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => inboxApi.sendExternal(email.inbox_email_uuid, { emails, ...(message.trim() ? { message: message.trim() } : {}) }),
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });
  const submit = () => {
    const invalid = emails.find((address) => !isEmail(address));
    if (emails.length === 0) return setProblem(d.emailsRequired);
    if (invalid !== undefined) return setProblem(d.emailInvalid(invalid));
    setProblem(null);
    mutation.mutate();
  };
  return (
    <ActionDialogForm
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={d.submit}
      cancelLabel={d.cancel}
      pending={mutation.isPending}
      failure={mutation.isError ? refusal(mutation.error) : null}
    >
      <TagsInput
        label={d.emails}
        description={d.emailsHint}
        value={emails}
        onChange={(next) => {
          setEmails(next.map((address) => address.trim()).filter(Boolean));
          setProblem(null);
        }}
        maxTags={EXTERNAL_SEND_MAX_RECIPIENTS}
        splitChars={[',', ';', ' ']}
        withAsterisk
        error={problem}
        disabled={mutation.isPending}
      />
      <Textarea label={d.message} value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={3} maxLength={2000} disabled={mutation.isPending} />
    </ActionDialogForm>
  );
}

// Solicitar assinatura in the item view (issue 19): for who holds signature-request, a dialog to
// choose colleagues (searched by name in the staff directory), what to sign (the document and/or
// its attachments), an optional message and deadline. The item's request list reloads after.
import { Button, Checkbox, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSignature } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ViewedEmail } from '../../src-shared/api/inbox';
import { SIGNATURE_REQUEST_MESSAGE_MAX } from '../../src-shared/api/signatureRequests';
import { messages } from '../../src-shared/messages';
import { internalUsersApi, signatureRequestsApi } from '../api/client';
import { toast } from '../app/toasts';
import { useEffectivePermissions } from '../session/queries';
import { ActionDialog, ActionDialogForm } from '../screens/inbox/ActionDialog';
import { failureMessage } from '../screens/inbox/itemActions';
import { formProblem, requestBody, type RequestForm } from './requestRules';
import { signatureRequestKeys } from './queryKeys';

const r = messages.signatureRequests;

export function RequestSignatureButton({ email, disabled }: { email: ViewedEmail; disabled: boolean }) {
  const held = useEffectivePermissions();
  const [opened, { open, close }] = useDisclosure(false);
  if (held === undefined || !held.has('signature-request') || email.box === 'draft') return null;
  return (
    <>
      <Button variant="default" leftSection={<IconSignature size={16} aria-hidden />} disabled={disabled} onClick={open}>
        {r.action}
      </Button>
      <ActionDialog title={r.dialogTitle} opened={opened} onClose={close}>
        <RequestForm email={email} onDone={close} />
      </ActionDialog>
    </>
  );
}

function RequestForm({ email, onDone }: { email: ViewedEmail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RequestForm>({ userIds: [], includeDocument: true, attachmentIds: [], message: '', day: '' });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const people = useQuery({
    queryKey: ['staff-directory', debounced],
    queryFn: ({ signal }) => internalUsersApi.telephones({ search: debounced, per_page: 20 }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const options = new Map<string, string>(Object.entries(chosen));
  for (const person of people.data?.data ?? []) options.set(String(person.id), person.name);
  const mutation = useMutation({
    mutationFn: () => signatureRequestsApi.create(requestBody(email.inbox_email_uuid, form)),
    onSuccess: () => {
      toast.success(r.sent);
      void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all });
      onDone();
    },
  });
  const submit = () => {
    const found = formProblem(form);
    setProblem(found);
    if (found === null) mutation.mutate();
  };
  const toggleAttachment = (id: number, checked: boolean) =>
    setForm((current) => ({ ...current, attachmentIds: checked ? [...current.attachmentIds, id] : current.attachmentIds.filter((other) => other !== id) }));
  return (
    <ActionDialogForm
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={r.submit}
      cancelLabel={messages.app.cancel}
      pending={mutation.isPending}
      failure={mutation.isError ? failureMessage(mutation.error, r.sendFailed) : null}
    >
      <MultiSelect
        label={r.signersLabel}
        placeholder={r.signersPlaceholder}
        data={[...options].map(([value, label]) => ({ value, label }))}
        value={form.userIds.map(String)}
        onChange={(values) => {
          setChosen(Object.fromEntries(values.map((value) => [value, options.get(value) ?? value])));
          setForm((current) => ({ ...current, userIds: values.map(Number) }));
          setProblem(null);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={people.isFetching ? messages.app.loading : r.signersEmpty}
        maxValues={50}
        withAsterisk
        disabled={mutation.isPending}
        comboboxProps={{ withinPortal: false }}
        data-testid="signers"
      />
      <Stack gap={6} role="group" aria-labelledby="sign-targets">
        <Text size="sm" fw={500} id="sign-targets">
          {r.targetsLabel}
        </Text>
        <Checkbox
          label={r.documentTarget(email.title)}
          checked={form.includeDocument}
          onChange={(event) => setForm((current) => ({ ...current, includeDocument: event.currentTarget.checked }))}
          disabled={mutation.isPending}
        />
        {email.attachments.map((file) => (
          <Checkbox
            key={file.id}
            label={r.attachmentTarget(file.name)}
            checked={form.attachmentIds.includes(file.id)}
            onChange={(event) => toggleAttachment(file.id, event.currentTarget.checked)}
            disabled={mutation.isPending}
          />
        ))}
      </Stack>
      {problem !== null ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
      <Textarea
        label={r.messageLabel}
        value={form.message}
        onChange={(event) => setForm((current) => ({ ...current, message: event.currentTarget.value }))}
        autosize
        minRows={2}
        maxLength={SIGNATURE_REQUEST_MESSAGE_MAX}
        disabled={mutation.isPending}
      />
      <TextInput
        type="date"
        label={r.dueLabel}
        value={form.day}
        onChange={(event) => setForm((current) => ({ ...current, day: event.currentTarget.value }))}
        disabled={mutation.isPending}
      />
    </ActionDialogForm>
  );
}

// The item's action bar: Encaminhar, Despacho, Nota, Enviar externamente, Imprimir, Arquivar or
// Desarquivar, Finalizar, Favoritar or Desfavoritar, Responsável, and Remover da caixa (Excluir
// rascunho on a draft, which also has Continuar editando: back to its editor), Responder and
// Responder a todos (the latter where the dispatch reached several inboxes), and Assinar (its
// document and attachments; SignItemButton). Every button waits
// while an action runs and is off, saying why, while the server cannot be reached; but Responder,
// whose reply is written and kept on this computer first, and on the desktop Despacho and Nota,
// written in the answer screen and kept there too.
import { Button, Group, Popover, Select, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconCircleCheck,
  IconEdit,
  IconFileText,
  IconMailForward,
  IconNote,
  IconStar,
  IconStarFilled,
  IconUserCheck,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SummaryItem, ViewedEmail } from '../../../src-shared/api/inbox';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { draftEditorPath, replyPath } from '../../drafts/draftEditorPath';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { useServerAction } from '../../offline/useServerAction';
import { useAppInfo } from '../../platform/useAppInfo';
import { RequestSignatureButton } from '../../signatureRequests/RequestSignatureButton';
import { DispatchDialog, type DispatchKind } from './DispatchDialog';
import { ExternalSendDialog } from './ExternalSendDialog';
import { ForwardDialog } from './ForwardDialog';
import { PrintMenu } from './PrintMenu';
import { RemoveButton } from './RemoveButton';
import { SignItemButton } from './SignItemButton';
import { replyAllOffered, replyBlocked } from '../reply/replyRules';
import { dispatchBlocked, forwardBlocked } from './forwardRules';
import type { ItemAction } from './itemActions';

const a = messages.inboxView.actions;

/** A disabled button fires no pointer events, so the reason's tooltip sits on a wrapper. */
export function Gate({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip label={reason} withinPortal>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}

type Props = {
  email: ViewedEmail;
  /** The conversation, for Imprimir parcial. */
  dispatches: readonly SummaryItem[];
  inboxType: InboxType;
  scope: InboxScopeKey;
  pending: boolean;
  running: ItemAction | undefined;
  onRun: (input: ItemAction) => void;
};

export function ItemActions({ email, dispatches, inboxType, scope, pending, running, onRun }: Props) {
  const server = useServerAction();
  const disabled = pending || server.disabled;
  const runningEmail = running?.kind === 'email' ? running.action : undefined;
  const button = (key: string, label: string, icon: ReactNode, input: ItemAction, extra: { disabled?: boolean; variant?: string } = {}) => (
    <Gate key={key} reason={server.reason}>
      <Button
        variant={extra.variant ?? 'default'}
        leftSection={icon}
        disabled={disabled || extra.disabled === true}
        loading={input.kind === 'email' && runningEmail === input.action}
        aria-description={server.reason}
        onClick={() => onRun(input)}
      >
        {label}
      </Button>
    </Gate>
  );
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={a.label}>
      {email.box === 'draft' && (
        // Not gated on the server: offline, the desktop opens the copy it keeps, and the editor says what it can do.
        <Button component={Link} to={draftEditorPath(inboxType, { serverUuid: email.inbox_email_uuid })} variant="filled" leftSection={<IconEdit size={16} aria-hidden />}>
          {a.editDraft}
        </Button>
      )}
      <ForwardButton email={email} scope={scope} disabled={disabled} serverReason={server.reason} />
      <DispatchButton kind="add-dispatch" email={email} inboxType={inboxType} scope={scope} pending={pending} serverReason={server.reason} />
      <DispatchButton kind="note" email={email} inboxType={inboxType} scope={scope} pending={pending} serverReason={server.reason} />
      {email.box === 'draft' ? null : <ExternalSendButton email={email} disabled={disabled} reason={server.reason} />}
      <Gate reason={server.reason}>
        <PrintMenu email={email} dispatches={dispatches} disabled={server.disabled} reason={server.reason} />
      </Gate>
      {email.is_archived
        ? button('reopen', a.reopen, <IconArchiveOff size={16} aria-hidden />, { kind: 'email', action: 'reopen' })
        : button('archive', a.archive, <IconArchive size={16} aria-hidden />, { kind: 'email', action: 'archive' })}
      {button('close', a.close, <IconCircleCheck size={16} aria-hidden />, { kind: 'email', action: 'close' }, { disabled: email.is_closed })}
      {email.is_favorite
        ? button('unfavorite', a.unfavorite, <IconStarFilled size={16} aria-hidden />, { kind: 'email', action: 'unfavorite' })
        : button('favorite', a.favorite, <IconStar size={16} aria-hidden />, { kind: 'email', action: 'favorite' })}
      {/* The signing pair after Arquivar/Desarquivar, which must keep its place (see below). */}
      <SignItemButton email={email} scope={scope} />
      <RequestSignatureButton email={email} disabled={disabled} />
      <ResponsibleButton email={email} scope={scope} disabled={disabled} reason={server.reason} loading={running?.kind === 'responsible'} onRun={onRun} />
      <Gate reason={server.reason}>
        <RemoveButton email={email} inboxType={inboxType} scope={scope} disabled={disabled} reason={server.reason} />
      </Gate>
      {/* Last: the bar wraps under the top-right toasts, and the buttons people click right after a
          toast (Desarquivar after Arquivar) keep the place they had before replies existed. */}
      <ReplyButtons email={email} inboxType={inboxType} pending={pending} />
    </Group>
  );
}

/**
 * Responder (and Responder a todos where the dispatch reached several inboxes): off, saying why,
 * where the server would refuse. Writing a reply needs no server (it is kept on this computer and
 * synced later); only its Enviar does.
 */
function ReplyButtons({ email, inboxType, pending }: { email: ViewedEmail; inboxType: InboxType; pending: boolean }) {
  const r = messages.reply.actions;
  const reason = replyBlocked(email);
  const link = (all: boolean, label: string, icon: ReactNode) => (
    <Gate reason={reason}>
      {pending || reason !== undefined ? (
        // A real disabled button, not a link made to look disabled: it cannot navigate, and
        // assistive technology (and axe's contrast rule) know it is off.
        <Button variant="default" leftSection={icon} disabled aria-description={reason}>
          {label}
        </Button>
      ) : (
        <Button component={Link} to={replyPath(inboxType, email.inbox_email_uuid, { all })} variant="default" leftSection={icon}>
          {label}
        </Button>
      )}
    </Gate>
  );
  return (
    <>
      {link(false, r.reply, <IconArrowBackUp size={16} aria-hidden />)}
      {replyAllOffered(email) ? link(true, r.replyAll, <IconArrowBackUpDouble size={16} aria-hidden />) : null}
    </>
  );
}

/** Off, saying why, where the server would refuse: a draft, an archived or a closed document. */
function ForwardButton({ email, scope, disabled, serverReason }: { email: ViewedEmail; scope: InboxScopeKey; disabled: boolean; serverReason: string | undefined }) {
  const [opened, { open, close }] = useDisclosure(false);
  const reason = serverReason ?? forwardBlocked(email);
  return (
    <>
      <Gate reason={reason}>
        <Button variant="filled" leftSection={<IconArrowForwardUp size={16} aria-hidden />} disabled={disabled || reason !== undefined} aria-description={reason} onClick={open}>
          {a.forward}
        </Button>
      </Gate>
      <ForwardDialog email={email} scope={scope} opened={opened} onClose={close} />
    </>
  );
}

/**
 * Despacho or Nota; off, saying why, where the server would refuse (the same rule as Encaminhar's).
 * Without the server, the desktop writes it in the answer screen instead: kept on this computer
 * like a draft, and registered from there when the server is back (issue 15 §7).
 */
function DispatchButton({ kind, email, inboxType, scope, pending, serverReason }: DispatchButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const keepsDrafts = useAppInfo().data?.capabilities.drafts === true;
  const blocked = dispatchBlocked(email);
  const icon = kind === 'note' ? <IconNote size={16} aria-hidden /> : <IconFileText size={16} aria-hidden />;
  const label = kind === 'note' ? messages.dispatch.dialog.note : messages.dispatch.dialog.dispatch;
  if (serverReason !== undefined && keepsDrafts && blocked === undefined) {
    const offline = messages.reply.screen.offlineDispatch;
    return (
      <Gate reason={offline}>
        <Button component={Link} to={replyPath(inboxType, email.inbox_email_uuid, { kind })} variant="default" leftSection={icon} aria-description={offline}>
          {label}
        </Button>
      </Gate>
    );
  }
  const reason = serverReason ?? blocked;
  return (
    <>
      <Gate reason={reason}>
        <Button variant="default" leftSection={icon} disabled={pending || reason !== undefined} aria-description={reason} onClick={open}>
          {label}
        </Button>
      </Gate>
      <DispatchDialog kind={kind} email={email} scope={scope} opened={opened} onClose={close} />
    </>
  );
}

type DispatchButtonProps = { kind: DispatchKind; email: ViewedEmail; inboxType: InboxType; scope: InboxScopeKey; pending: boolean; serverReason: string | undefined };

function ExternalSendButton({ email, disabled, reason }: { email: ViewedEmail; disabled: boolean; reason: string | undefined }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Gate reason={reason}>
        <Button variant="default" leftSection={<IconMailForward size={16} aria-hidden />} disabled={disabled} aria-description={reason} onClick={open}>
          {messages.externalMail.dialog.action}
        </Button>
      </Gate>
      <ExternalSendDialog email={email} opened={opened} onClose={close} />
    </>
  );
}

function ResponsibleButton({
  email,
  scope,
  disabled,
  reason,
  loading,
  onRun,
}: {
  email: ViewedEmail;
  scope: InboxScopeKey;
  disabled: boolean;
  reason: string | undefined;
  loading: boolean;
  onRun: (input: ItemAction) => void;
}) {
  const [opened, { close, toggle }] = useDisclosure(false);
  // Asked only when the picker opens: most visits never change the responsible.
  const users = useQuery({ queryKey: inboxKeys.responsibles(scope), queryFn: () => inboxApi.responsibles(), enabled: opened, staleTime: 5 * 60_000 });
  const options = (users.data?.users ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  // The current responsible stays choosable even when the list has not loaded.
  if (email.responsible && !options.some((option) => option.value === String(email.responsible?.id)))
    options.unshift({ value: String(email.responsible.id), label: email.responsible.name });
  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" withArrow trapFocus shadow="md" withRoles={false}>
      <Popover.Target>
        <span style={{ display: 'inline-flex' }}>
          <Gate reason={reason}>
            <Button
              variant="default"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              disabled={disabled}
              loading={loading}
              aria-description={reason}
              aria-expanded={opened}
              aria-haspopup="dialog"
              onClick={toggle}
            >
              {a.responsible}
            </Button>
          </Gate>
        </span>
      </Popover.Target>
      <Popover.Dropdown w={300}>
        <Select
          label={a.responsibleLabel}
          placeholder={users.isLoading ? a.responsiblesLoading : a.responsiblePlaceholder}
          data={options}
          value={email.responsible ? String(email.responsible.id) : null}
          searchable
          clearable
          nothingFoundMessage={a.responsiblesEmpty}
          comboboxProps={{ withinPortal: false }}
          disabled={disabled}
          onChange={(value) => {
            close();
            const id = value === null ? null : Number(value);
            if (id !== (email.responsible?.id ?? null)) onRun({ kind: 'responsible', id });
          }}
        />
        {users.isError ? (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {a.responsiblesError}
          </Text>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

// Assinar in the item view (issue 19 §1): /sign with this email's document and its attachments
// (the emails session lists both; its load modes choose), back to this item afterwards. Hidden
// without signature-sign and on a draft; once the user signed the document and every attachment,
// an Assinado mark takes its place (signLinks.ts itemSignState).
import { Badge, Button, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { signingApi } from '../../api/client';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { useServerAction } from '../../offline/useServerAction';
import { useEffectivePermissions } from '../../session/queries';
import { itemSignState, SIGN_PERMISSION, signPath } from '../sign/signLinks';
import { ServerGate } from '../workspace/ServerGate';

const t = messages.signFromQueue.item;

/** What is left to sign here; under the inbox's keys, so signing anywhere (SignScreen) reloads it. */
export const itemSignKey = (scope: InboxScopeKey, uuid: string) => [...inboxKeys.scope(scope), 'sign-state', uuid] as const;

/** The item's path without fromWorkTree: after signing, Voltar there goes to the queue, not back through /sign. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('fromWorkTree');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function SignItemButton({ email, scope }: { email: ViewedEmail; scope: InboxScopeKey }) {
  const location = useLocation();
  const server = useServerAction();
  const permissions = useEffectivePermissions() ?? new Set<string>();
  const allowed = permissions.has(SIGN_PERMISSION) && email.box !== 'draft';
  const session = useQuery({
    queryKey: itemSignKey(scope, email.inbox_email_uuid),
    queryFn: () => signingApi.session('emails', [email.inbox_email_uuid]),
    enabled: allowed,
    retry: false,
  });
  const state = itemSignState({ permissions, isDraft: email.box === 'draft', session: session.data, loading: session.isPending && allowed });

  if (state === 'hidden') return null;
  if (state === 'signed') {
    return (
      <Tooltip label={t.signedHint} withinPortal>
        <Badge size="lg" color="green.9" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden />} data-testid="item-signed" tabIndex={0} aria-description={t.signedHint}>
          {t.signed}
        </Badge>
      </Tooltip>
    );
  }
  const icon = <IconSignature size={16} aria-hidden />;
  if (state === 'loading' || server.disabled) {
    return (
      <ServerGate reason={server.reason}>
        <Button variant="default" leftSection={icon} disabled loading={state === 'loading'} aria-description={server.reason}>
          {t.sign}
        </Button>
      </ServerGate>
    );
  }
  return (
    <Button component={Link} to={signPath('emails', [email.inbox_email_uuid], returnPath(location.pathname, location.search))} variant="default" leftSection={icon}>
      {t.sign}
    </Button>
  );
}

// The current stage's flow in the Etapas tab: what it requires (met or pending) and its actions
// (Mover para, Encerrar solicitação after a confirmation, Emitir Autorização), each off with the
// reason when the server would refuse it or cannot be reached. After an action the item reloads
// (refreshItem) and a toast says what happened; an emitted authorisation offers its PDF.
import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck, IconCircleDashed, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlowActionType, FlowStage } from '../../../src-shared/api/flow';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { flowApi } from '../../api/client';
import { downloadBlob } from '../../app/download';
import { toast } from '../../app/toasts';
import { inboxKeys, refreshItem, type InboxScopeKey } from '../../inbox/queryKeys';
import { useServerAction } from '../../offline/useServerAction';
import { flowActionsView, offReasons, type FlowActionView } from './flowStage';
import { Gate } from './ItemActions';
import { failureMessage } from './itemActions';

const f = messages.flow;
const t = f.tab;

type Props = { email: ViewedEmail; stageId: number; scope: InboxScopeKey };

export function FlowStagePanel({ email, stageId, scope }: Props) {
  const queryClient = useQueryClient();
  const server = useServerAction();
  const code = email.inbox_email_uuid;
  const stage = useQuery({ queryKey: inboxKeys.flowStage(scope, stageId, code), queryFn: ({ signal }) => flowApi.stage(stageId, code, signal) });
  const mutation = useMutation({
    mutationFn: (input: { type: FlowActionType; stageId?: number }) =>
      flowApi.act(stageId, { type: input.type, data: { inbox_email_uuid: code, ...(input.stageId === undefined ? {} : { stage_id: input.stageId }) } }),
    onSuccess: (result) => {
      toast.success(result.message);
      refreshItem(queryClient, scope, code);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.flowStages(scope) });
    },
    onError: (error) => toast.error(failureMessage(error, t.failure)),
  });

  if (stage.data === undefined) {
    const text = server.disabled ? t.offline : stage.isError ? failureMessage(stage.error, t.loadError) : t.loading;
    return (
      <Text size="sm" c="dimmed" role="status" data-testid="flow-stage">
        {text}
      </Text>
    );
  }
  const actions = flowActionsView(stage.data, server.reason);
  const run = (action: FlowActionView) => {
    const input = { type: action.type, ...(action.to_stage === null ? {} : { stageId: action.to_stage.id }) };
    if (action.type !== 'archive_flow') return mutation.mutate(input);
    modals.openConfirmModal({
      title: t.confirmArchiveTitle,
      children: <Text size="sm">{t.confirmArchive}</Text>,
      labels: { confirm: t.confirm, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(input),
    });
  };
  return (
    <Stack gap="sm" mt="sm" data-testid="flow-stage">
      <Requirements stage={stage.data} />
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t.actions}
        </Title>
        {actions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noActions}
          </Text>
        ) : (
          <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t.actions}>
            {actions.map((action) => (
              <Gate key={`${action.type}-${action.to_stage?.id ?? ''}`} reason={action.disabledReason}>
                <Button
                  variant={action.type === 'archive_flow' ? 'default' : 'filled'}
                  color={action.type === 'archive_flow' ? 'red' : undefined}
                  disabled={mutation.isPending || action.disabledReason !== undefined}
                  loading={mutation.isPending && mutation.variables?.type === action.type}
                  aria-description={action.disabledReason}
                  onClick={() => run(action)}
                >
                  {action.label}
                </Button>
              </Gate>
            ))}
          </Group>
        )}
        {offReasons(actions).map((reason) => (
          <Text key={reason} size="sm" c="dimmed" data-testid="flow-action-reason">
            {reason}
          </Text>
        ))}
      </Stack>
      {stage.data.authorization === null ? null : <AuthorizationLink authorization={stage.data.authorization} offlineReason={server.reason} />}
    </Stack>
  );
}

function Requirements({ stage }: { stage: FlowStage }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t.requirements}
      </Title>
      {stage.requirements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noRequirements}
        </Text>
      ) : (
        <List spacing={4} size="sm" aria-label={t.requirements} listStyleType="none" p={0} m={0}>
          {stage.requirements.map((requirement) => (
            <List.Item
              key={requirement.label}
              data-testid="flow-requirement"
              icon={requirement.met ? <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
            >
              <Group gap="xs">
                <Text size="sm">{requirement.label}</Text>
                <Badge variant="light" color={requirement.met ? 'green.9' : 'orange'} c={requirement.met ? undefined : 'dark.8'}>
                  {requirement.met ? t.met : t.unmet}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function AuthorizationLink({ authorization, offlineReason }: { authorization: NonNullable<FlowStage['authorization']>; offlineReason: string | undefined }) {
  const download = useMutation({
    mutationFn: () => flowApi.authorizationPdf(authorization.id),
    onSuccess: (blob) => downloadBlob(blob, `${f.authorizationPdf.fileName(authorization.number)}.pdf`),
    onError: (error) => toast.error(failureMessage(error, t.downloadFailure)),
  });
  return (
    <Group gap="xs" data-testid="flow-authorization">
      <Text size="sm" fw={600}>
        {t.authorization(authorization.number)}
      </Text>
      <Gate reason={offlineReason}>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={offlineReason !== undefined}
          loading={download.isPending}
          aria-description={offlineReason}
          onClick={() => download.mutate()}
        >
          {t.downloadAuthorization}
        </Button>
      </Gate>
    </Group>
  );
}

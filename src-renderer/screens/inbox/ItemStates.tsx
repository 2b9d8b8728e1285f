// What the item view shows instead of the item: loading skeletons, not found, forbidden, not
// cached while offline, or a failure with a retry.
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconFileOff, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '../../../src-shared/messages';
import { FormPage, ListPage } from '../../components/Page';

const t = messages.inboxView;

export function ItemSkeleton() {
  return (
    <ListPage>
      <Stack gap="md" role="status" aria-live="polite" aria-label={t.loading} data-testid="item-skeleton">
        <Skeleton height={28} width="60%" />
        <Skeleton height={14} width="35%" />
        <Group gap="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={32} width={110} radius="sm" />
          ))}
        </Group>
        <Skeleton height={36} />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={90} radius="md" />
        ))}
      </Stack>
    </ListPage>
  );
}

function StatePanel({ icon, title, text, children }: { icon: ReactNode; title: string; text?: string; children?: ReactNode }) {
  return (
    <FormPage>
      <Stack align="center" gap="md" ta="center">
        {icon}
        <Title order={1} size="h2">
          {title}
        </Title>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {children}
      </Stack>
    </FormPage>
  );
}

export function ItemNotFound({ onBack }: { onBack: () => void }) {
  return (
    <StatePanel icon={<IconFileOff size={48} aria-hidden color="var(--mantine-color-darkBlue-8)" />} title={t.notFoundTitle} text={t.notFoundText}>
      <Button onClick={onBack}>{t.back}</Button>
    </StatePanel>
  );
}

export function ItemForbidden({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <StatePanel icon={<IconLock size={48} aria-hidden color="var(--mantine-color-red-8)" />} title={t.forbiddenTitle} text={message}>
      <Button onClick={onBack}>{t.back}</Button>
    </StatePanel>
  );
}

export function ItemNotCached({ onBack }: { onBack: () => void }) {
  return (
    <StatePanel icon={<IconCloudOff size={48} aria-hidden color="var(--mantine-color-orange-8)" />} title={t.loadError} text={messages.offline.notCached}>
      <Button onClick={onBack}>{t.back}</Button>
    </StatePanel>
  );
}

export function ItemLoadError({ message, onRetry, onBack }: { message: string; onRetry: () => void; onBack: () => void }) {
  return (
    <FormPage card={false}>
      <Alert color="red" role="alert" title={t.loadError}>
        <Text size="sm">{message}</Text>
        <Group mt="sm">
          <Button variant="light" color="red" onClick={onRetry}>
            {messages.app.retry}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t.back}
          </Button>
        </Group>
      </Alert>
    </FormPage>
  );
}

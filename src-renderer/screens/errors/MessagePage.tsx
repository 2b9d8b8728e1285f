import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormPage } from '../../components/Page';

/** The error layout's page: an icon, a title, a sentence and what the user can do next. */
export function MessagePage({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <FormPage>
      <Stack align="center" gap="md" ta="center">
        {icon}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </FormPage>
  );
}

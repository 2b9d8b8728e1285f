// Voltar and Continuar (or Criar conta) at the foot of each step: stacked full width on a phone.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { messages } from '../../../../src-shared/messages';

const s = messages.signup;

type Props = { onBack?: () => void; submitLabel?: string; loading?: boolean };

export function StepActions({ onBack, submitLabel = s.next, loading = false }: Props) {
  return (
    <Group justify={onBack ? 'space-between' : 'flex-end'} gap="sm" mt="md" wrap="wrap-reverse">
      {onBack && (
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden />} disabled={loading}>
          {s.back}
        </Button>
      )}
      <Button type="submit" loading={loading} rightSection={loading ? undefined : <IconArrowRight size={16} aria-hidden />}>
        {submitLabel}
      </Button>
    </Group>
  );
}

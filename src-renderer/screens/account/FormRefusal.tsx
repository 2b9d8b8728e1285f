// A refusal of the whole form by the server (too many attempts), where the form is.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormRefusal({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

// Toasts in one place so they look and announce alike.
import { notifications } from '@mantine/notifications';

export const toast = {
  success: (message: string) => notifications.show({ message, color: 'green', withBorder: true }),
  info: (message: string) => notifications.show({ message, color: 'darkBlue', withBorder: true, autoClose: 10000 }),
  warning: (message: string) => notifications.show({ message, color: 'yellow', withBorder: true, autoClose: 10000 }),
  error: (message: string) => notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000 }),
};

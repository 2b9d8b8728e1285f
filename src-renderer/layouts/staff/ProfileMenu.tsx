// The profile menu of §2: Perfil, Alterar Setor, Meu Setor, Aprendizagem, Falar com suporte,
// Estatística de uso, Relatórios, Sair — each shown only where it can work for this user.
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { sessionApi } from '../../api/client';
import { STAFF_AREA } from '../../app/area';
import { toast } from '../../app/toasts';
import { usePhotoUrl } from '../../components/usePhotoUrl';
import { logout } from '../../session/sessionController';
import type { ProfileMenuItem } from './menuModel';

export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
};

type Props = { user: LoggedUser; items: ProfileMenuItem[]; onChangeSector: () => void };

export function ProfileMenu({ user, items, onChangeSector }: Props) {
  const navigate = useNavigate();
  const photo = usePhotoUrl(user.person.photo_link);

  const openLearning = async () => {
    try {
      const { loginurl } = await sessionApi.moodleLoginUrl();
      window.open(loginurl, '_blank', 'noopener');
    } catch {
      toast.error(messages.toasts.learningRedirectError);
    }
  };
  const actions: Record<string, () => void> = {
    'change-sector': onChangeSector,
    learning: () => void openLearning(),
    logout: () => void logout(STAFF_AREA, (to, options) => navigate(to, options)),
  };

  return (
    <Menu position="bottom-end" withinPortal width={240}>
      <Menu.Target>
        <UnstyledButton c="white" data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={photo} alt="" aria-hidden radius="xl" size={34} color="white" variant="filled" c="darkBlue.9">
              {initialsOf(user.person.name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {user.person.name}
            </Text>
            <VisuallyHidden>{messages.profileMenu.open}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => {
          if (item.kind === 'link')
            return (
              <Menu.Item key={item.id} component={Link} to={item.to}>
                {item.label}
              </Menu.Item>
            );
          if (item.kind === 'external')
            return (
              <Menu.Item key={item.id} component="a" href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
              </Menu.Item>
            );
          return (
            <Menu.Item key={item.id} onClick={actions[item.id]} color={item.id === 'logout' ? 'red' : undefined}>
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

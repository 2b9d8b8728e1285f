// The permission checklist over the organisation's catalogue, with its loading and error states:
// what the role editor and the user editor's direct permissions both show.
import { Center, Loader, Text } from '@mantine/core';
import { messages } from '../../../src-shared/messages';
import { usePermissionCatalogue } from '../../session/queries';
import { PermissionChecklist } from './PermissionChecklist';

type Props = {
  selected: readonly number[];
  onChange: (next: number[]) => void;
  /** The administrator's role keeps every permission (§6): shown, not editable. */
  locked?: boolean;
  disabled: boolean;
  error: string | undefined;
};

export function PermissionsField({ selected, onChange, locked = false, disabled, error }: Props) {
  const catalogue = usePermissionCatalogue();
  if (catalogue.isPending) {
    return (
      <Center py="md">
        <Loader role="status" aria-label={messages.adminResource.loading} />
      </Center>
    );
  }
  if (catalogue.isError) return <Text role="alert">{messages.roles.permissionsLoadFailed}</Text>;
  return <PermissionChecklist catalogue={catalogue.data} selected={selected} onChange={onChange} locked={locked} disabled={disabled} error={error} />;
}

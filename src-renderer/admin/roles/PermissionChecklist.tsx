// The role's permissions as a checklist (companion §7 Roles): one fieldset per group with its
// "select all", the subgroups inside with each permission's readable name. The administrator role
// keeps every permission (§6), so its list is shown checked and locked.
import { Alert, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Permission } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { groupPermissions, groupState, setGroup, togglePermission } from './permissionGroups';

const t = messages.roles;

type Props = {
  catalogue: readonly Permission[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
  locked: boolean;
  disabled: boolean;
  error: string | undefined;
};

export function PermissionChecklist({ catalogue, selected, onChange, locked, disabled, error }: Props) {
  return (
    <Stack gap="md" data-testid="permission-checklist">
      {locked && (
        <Alert color="blue" variant="light">
          {t.administratorKeepsAll}
        </Alert>
      )}
      {error !== undefined && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      {groupPermissions(catalogue).map((group) => {
        const state = groupState(selected, group.ids);
        return (
          <Fieldset key={group.group} legend={group.group}>
            <Stack gap="sm">
              <Checkbox
                label={t.selectAllInGroup(group.group)}
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={locked || disabled}
                onChange={(event) => onChange(setGroup(selected, group.ids, event.currentTarget.checked))}
                fw={600}
              />
              {group.subgroups.map((subgroup) => (
                <Stack key={subgroup.subgroup} gap={6}>
                  {subgroup.subgroup !== group.group && (
                    <Text size="sm" fw={600} c="dark.6">
                      {subgroup.subgroup}
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                    {subgroup.permissions.map((permission) => (
                      <Checkbox
                        key={permission.id}
                        label={permission.readableName}
                        checked={selected.includes(permission.id)}
                        disabled={locked || disabled}
                        onChange={(event) => onChange(togglePermission(selected, permission.id, event.currentTarget.checked))}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}

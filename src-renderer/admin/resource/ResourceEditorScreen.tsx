// The editor of a declared resource, for /create and /:id/edit (id > 0 is an update): the declared
// tabs (a tab may wait for an id), the schema checked before sending, the server's field errors
// under their fields and the save's message as §7 says, delete with confirmation, and only what
// the user may do. A screen of one fixed record (Meu Setor: the connected sector) passes its id and
// who may update it there.
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { toast } from '../../app/toasts';
import { fieldErrorsOf } from '../../components/serverErrors';
import { ListPage } from '../../components/Page';
import { useEffectivePermissions } from '../../session/queries';
import { editPath, tabEnabled, type ResourceDefinition, type ResourceItem } from './defineResource';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { resourceKeys } from './queryKeys';
import { resourceAbilities } from './resourceAccess';
import { ResourceFieldView } from './ResourceFieldView';
import { firstSaveError, issuesByField, saveErrorMessage, saveFailureText } from './saveError';
import { useOwnSearchParams } from '../../routing/useOwnSearchParams';
import { useResourceDelete } from './useResourceDelete';

const t = messages.adminResource;

type Props<Item extends ResourceItem, Input extends object> = {
  resource: ResourceDefinition<Item, Input>;
  /** One fixed record instead of the route's :id (Meu Setor). */
  id?: number;
  /** Who may update that record here, when not the resource's update permissions. */
  updatePermissions?: readonly string[];
  /** The heading, when not the resource's editTitle. */
  title?: string;
};

export function ResourceEditorScreen<Item extends ResourceItem, Input extends object>({ resource, id: fixedId, updatePermissions, title }: Props<Item, Input>) {
  const params = useParams();
  const id = fixedId ?? (params.id === undefined ? 0 : /^\d{1,9}$/.test(params.id) ? Number(params.id) : -1);
  const loaded = useQuery({
    queryKey: resourceKeys(resource.name).detail(id),
    queryFn: ({ signal }) => resource.api.get(id, signal),
    enabled: id > 0,
  });
  if (id < 0) return <Navigate to="/404" replace />;
  if (id > 0 && loaded.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t.loading} />
      </Center>
    );
  }
  if (id > 0 && loaded.isError) {
    return (
      <ListPage>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{saveErrorMessage(loaded.error, resource.texts.loadFailed)}</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => void loaded.refetch()}>
                {t.retry}
              </Button>
              <Anchor component={Link} to={resource.path} size="sm">
                {t.backToList}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      </ListPage>
    );
  }
  // A new key per record: moving from /create to /:id/edit starts from what the server saved.
  return <EditorForm key={id} resource={resource} id={id} item={loaded.data} updatePermissions={updatePermissions} title={title} />;
}

function EditorForm<Item extends ResourceItem, Input extends object>({
  resource,
  id,
  item,
  updatePermissions,
  title,
}: Omit<Props<Item, Input>, 'id'> & { id: number; item: Item | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = resourceKeys(resource.name);
  const held = useEffectivePermissions();
  const abilities = resourceAbilities(
    updatePermissions === undefined ? resource.permissions : { ...resource.permissions, update: updatePermissions },
    held,
    resource.api.remove !== undefined,
  );
  const mayWrite = id > 0 ? abilities.update : abilities.create;
  const [search] = useOwnSearchParams();
  const [values, setValues] = useState<Input>(() => (item === undefined ? resource.editor.empty(search) : resource.editor.fromItem(item)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>(resource.editor.tabs[0]?.key ?? null);
  const deletion = useResourceDelete(resource, () => void navigate(resource.path));

  const save = useMutation({
    mutationFn: (input: Input) => (id > 0 ? resource.api.update(id, input) : resource.api.create(input)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: keys.lists });
      toast.success(t.saved);
      if (id === 0) void navigate(editPath(resource, saved.id), { replace: true });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      setFailure(typeof resource.texts.saveFailed === 'string' ? saveErrorMessage(error, resource.texts.saveFailed) : saveFailureText(resource.texts.saveFailed, firstSaveError(error)));
    },
  });

  const setValue = <Key extends keyof Input>(name: Key, value: Input[Key]) => setValues((current) => ({ ...current, [name]: value }));
  const submit = () => {
    const checked = resource.schema.safeParse(values);
    if (!checked.success) {
      const found = issuesByField(checked.error.issues);
      setErrors(found);
      setFailure(saveFailureText(resource.texts.saveFailed, Object.values(found)[0] ?? null));
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(values);
  };

  const fieldProps = { values, setValue, errors, disabled: !mayWrite || save.isPending, item };
  const heading = title ?? (id > 0 ? resource.texts.editTitle : resource.texts.create);

  return (
    <ListPage>
      {abilities.list && (
        <Anchor component={Link} to={resource.path} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t.backToList}
          </Group>
        </Anchor>
      )}
      <Title order={1} size="h3">
        {heading}
      </Title>
      <form
        noValidate
        aria-label={heading}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              {resource.editor.tabs.map((declared) => {
                const enabled = tabEnabled(declared, { id }, held);
                const control = (
                  <Tabs.Tab key={declared.key} value={declared.key} disabled={!enabled}>
                    {declared.label}
                  </Tabs.Tab>
                );
                return enabled ? control : (
                  <Tooltip key={declared.key} label={t.tabNeedsId}>
                    <span>{control}</span>
                  </Tooltip>
                );
              })}
            </Tabs.List>
            {resource.editor.tabs.map((declared) => (
              <Tabs.Panel key={declared.key} value={declared.key} pt="md">
                <Stack gap="md" maw={declared.render ? undefined : 640}>
                  {declared.fields?.map((field) => <ResourceFieldView key={field.name} field={field} {...fieldProps} />)}
                  {/* Only the open tab's content is drawn: a shut tab's render may need the saved record. */}
                  {tab === declared.key && tabEnabled(declared, { id }, held) && declared.render?.(fieldProps)}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {failure !== null && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid={`${resource.name}-save-error`}>
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            {id > 0 && item !== undefined && abilities.delete ? (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => deletion.ask(item)}>
                {t.remove(resource.texts.singular)}
              </Button>
            ) : (
              <span />
            )}
            {mayWrite && (
              <Button type="submit" loading={save.isPending}>
                {t.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <DeleteConfirmModal {...deletion.modal} />
    </ListPage>
  );
}

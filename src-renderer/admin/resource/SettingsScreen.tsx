// The screen of a declared singleton settings record (defineSettings.ts): its tabs in the address,
// a tab without permission disabled with a tooltip (reachable with the keyboard), each form's
// unsaved values kept while moving between tabs and after a refused save, the form's own check
// before sending, and the server's field errors under their fields.
import { Alert, Box, Button, Center, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { toast } from '../../app/toasts';
import { fieldErrorsOf } from '../../components/serverErrors';
import { ListPage } from '../../components/Page';
import { useEffectivePermissions } from '../../session/queries';
import { landingTab, settingsTabStates, type AnySettingsTab, type SettingsDefinition } from './defineSettings';
import { ResourceFieldView } from './ResourceFieldView';
import { saveErrorMessage } from './saveError';

const t = messages.adminResource;

type Draft = { values: Record<string, unknown>; errors: Record<string, string>; failure: string | null };
type Drafts = Record<string, Draft>;

/**
 * Unsaved values outlive the screen while the address stays on its tabs: every navigation (a tab
 * is an address) waits for the permission check (routing/Guarded.tsx), which unmounts the screen.
 * Leaving the settings for another address drops them.
 */
const keptDrafts = new Map<string, Drafts>();

function useKeptDrafts(settings: SettingsDefinition): [Drafts, (update: (all: Drafts) => Drafts) => void] {
  const [drafts, setDrafts] = useState<Drafts>(() => keptDrafts.get(settings.name) ?? {});
  // Kept at once, not after the render: a save refused on another tab's field moves to that tab, which unmounts this screen first.
  const update = (change: (all: Drafts) => Drafts) => {
    const next = change(keptDrafts.get(settings.name) ?? {});
    keptDrafts.set(settings.name, next);
    setDrafts(next);
  };
  useEffect(() => {
    const prefix = settings.path('');
    return () => {
      if (!window.location.pathname.includes(prefix)) keptDrafts.delete(settings.name);
    };
  }, [settings]);
  return [drafts, update];
}

export function SettingsScreen({ settings }: { settings: SettingsDefinition }) {
  const { tab: requested } = useParams();
  const navigate = useNavigate();
  const permissions = useEffectivePermissions();
  const [drafts, setDrafts] = useKeptDrafts(settings);
  if (permissions === undefined) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t.loading} />
      </Center>
    );
  }
  const states = settingsTabStates(settings.tabs, permissions);
  const current = landingTab(states, requested);
  if (current === null) return <Navigate to="/403" replace />;
  if (current !== requested) return <Navigate to={settings.path(current)} replace />;
  const tab = settings.tabs.find((declared) => declared.key === current)!;
  // A refused save whose fields all sit on another tab of the same form opens that tab, so the errors are seen.
  const holds = (declared: AnySettingsTab, errors: Record<string, string>) => declared.fields?.some((field) => field.name in errors) === true;
  const showErrors = (errors: Record<string, string>) => {
    if (holds(tab, errors)) return;
    const other = settings.tabs.find(
      (declared) => declared.form.key === tab.form.key && declared.hidden !== true && states.some((state) => state.key === declared.key && state.enabled) && holds(declared, errors),
    );
    if (other !== undefined) void navigate(settings.path(other.key));
  };
  const setDraft = (formKey: string, draft: Draft | undefined) =>
    setDrafts((all) => {
      const next = { ...all };
      if (draft === undefined) delete next[formKey];
      else next[formKey] = draft;
      return next;
    });

  return (
    <ListPage>
      <Title order={1} size="h3">
        {settings.title}
      </Title>
      <Tabs value={current} onChange={(key) => states.some((state) => state.key === key && state.enabled) && void navigate(settings.path(key!))} keepMounted={false}>
        <Tabs.List data-testid={`${settings.name}-tabs`}>
          {states.map((state) =>
            state.enabled ? (
              <Tabs.Tab key={state.key} value={state.key}>
                {state.label}
              </Tabs.Tab>
            ) : (
              // Not `disabled`, which would take it out of the keyboard's reach: aria-disabled keeps it
              // focusable, so its tooltip is read; choosing it does nothing (onChange ignores it).
              <Tooltip key={state.key} label={settings.noPermission} events={{ hover: true, focus: true, touch: true }}>
                <Tabs.Tab value={state.key} aria-disabled="true" data-locked c="dimmed" style={{ cursor: 'not-allowed' }}>
                  {state.label}
                </Tabs.Tab>
              </Tooltip>
            ),
          )}
        </Tabs.List>
        <Tabs.Panel value={current} pt="md">
          <SettingsPanel key={current} settings={settings} tab={tab} draft={drafts[tab.form.key]} setDraft={(draft) => setDraft(tab.form.key, draft)} showErrors={showErrors} />
        </Tabs.Panel>
      </Tabs>
    </ListPage>
  );
}

type PanelProps = {
  settings: SettingsDefinition;
  tab: AnySettingsTab;
  draft: Draft | undefined;
  setDraft: (draft: Draft | undefined) => void;
  showErrors: (errors: Record<string, string>) => void;
};

function SettingsPanel({ settings, tab, draft, setDraft, showErrors }: PanelProps) {
  const form = tab.form;
  const queryClient = useQueryClient();
  const loaded = useQuery({ queryKey: form.queryKey, queryFn: ({ signal }) => form.load(signal) });
  const save = useMutation({
    mutationFn: (input: unknown) => form.save(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(form.queryKey, saved);
      setDraft(undefined);
      toast.success(settings.saved);
    },
  });
  if (loaded.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t.loading} />
      </Center>
    );
  }
  if (loaded.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{saveErrorMessage(loaded.error, form.loadFailed)}</Text>
          <Button size="xs" variant="default" onClick={() => void loaded.refetch()}>
            {t.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const current: Draft = draft ?? { values: form.fromLoaded(loaded.data), errors: {}, failure: null };
  const setValue = (name: string | number | symbol, value: unknown) => setDraft({ ...current, values: { ...current.values, [name]: value } });
  const submit = () => {
    const checked = form.toInput(current.values);
    if ('errors' in checked) {
      setDraft({ ...current, errors: checked.errors, failure: Object.values(checked.errors)[0] ?? form.saveFailed });
      showErrors(checked.errors);
      return;
    }
    setDraft({ ...current, errors: {}, failure: null });
    save.mutate(checked.input, {
      onError: (error) => {
        const fieldOf = form.fieldOf ?? ((key: string) => key);
        const errors = Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([key, message]) => [fieldOf(key), message]));
        // The values stay as typed: a refused save loses nothing.
        setDraft({ ...current, errors, failure: saveErrorMessage(error, form.saveFailed) });
        showErrors(errors);
      },
    });
  };
  const props = { values: current.values, setValue, errors: current.errors, disabled: save.isPending, item: loaded.data };

  return (
    <Stack gap="md">
      {tab.extra?.(props)}
      <form
        noValidate
        aria-label={tab.label}
        data-testid={`${settings.name}-form-${tab.key}`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Box maw={tab.render ? undefined : 640}>
            <Stack gap="md">
              {tab.fields?.map((field) => <ResourceFieldView key={field.name} field={field} {...props} />)}
              {tab.render?.(props)}
            </Stack>
          </Box>
          {current.failure !== null && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid={`${settings.name}-save-error`}>
              {current.failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {settings.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

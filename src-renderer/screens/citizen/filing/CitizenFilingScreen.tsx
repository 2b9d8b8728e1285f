// Filing a request in the citizen portal (/inbox/:inboxType/document/create; issue 16): only the
// subjects open to citizens, the identifications the subject allows, its terms, its fields, the
// address with the CEP look-up, the text and the files (with progress). The draft is the server's
// (useCitizenDraft), so a reload goes on from ?draft=; ?subject= preselects a subject (the Carta de
// Serviços links here). Publishing shows the protocol number, the comprovante and the way to
// follow the request in Minhas solicitações.
import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { CitizenDraft, CitizenSubject, FiledRequest } from '../../../../src-shared/api/citizenFiling';
import { documentBodySchema, type DocumentBody } from '../../../../src-shared/api/documents';
import { messages } from '../../../../src-shared/messages';
import { isApiError } from '../../../api/ApiError';
import { citizenFilingApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { FormPage } from '../../../components/Page';
import { NotFoundScreen } from '../../errors/NotFoundScreen';
import { AddressSection } from '../../create/AddressSection';
import { allowedIdentifications } from '../../create/applySubject';
import { citizenRequestPath } from '../requests/citizenRequestPaths';
import { citizenDraftKey, citizenSubjectsKey, subjectParam } from './citizenFilingPaths';
import { htmlToText, textToHtml } from './citizenText';
import { FilingDone } from './FilingDone';
import { firstErrors, stillStanding, unshownErrors } from './filingErrors';
import { FilingFiles } from './FilingFiles';
import { useCitizenDraft } from './useCitizenDraft';
import { SubjectNotice } from '../../create/SubjectNotice';

const f = messages.citizenFiling.screen;
const noRetryOn4xx = (count: number, error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2;

export function CitizenFilingScreen() {
  const [params, setParams] = useSearchParams();
  // The draft in the address when the screen opened (a reload): the form starts from it. A draft
  // the form creates itself only goes into the address, so the form is not started again.
  const [draftUuid] = useState(() => params.get('draft'));
  const [filed, setFiled] = useState<FiledRequest | null>(null);
  const subjects = useQuery({ queryKey: citizenSubjectsKey, queryFn: ({ signal }) => citizenFilingApi.subjects(signal), retry: noRetryOn4xx });
  const draft = useQuery({
    queryKey: citizenDraftKey(draftUuid ?? ''),
    queryFn: ({ signal }) => citizenFilingApi.draft(draftUuid ?? '', signal),
    enabled: draftUuid !== null && filed === null,
    retry: noRetryOn4xx,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // The draft's uuid goes in the address once, without a new history entry, keeping ?subject.
  const onCreated = useCallback(
    (uuid: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('draft', uuid);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const failure = subjects.error ?? draft.error;
  if (isApiError(failure) && failure.status === 403) return <Navigate to={CITIZEN_AREA.homePath} replace />;
  // A draft already sent (the address reloaded after publishing) is the request itself now.
  if (draftUuid !== null && isApiError(draft.error) && draft.error.status === 422) return <Navigate to={citizenRequestPath(draftUuid)} replace />;
  if (draftUuid !== null && isApiError(draft.error) && draft.error.status === 404) return <NotFoundScreen homePath={CITIZEN_AREA.homePath} />;

  let content;
  if (filed !== null) content = <FilingDone filed={filed} />;
  else if (subjects.isPending || (draftUuid !== null && draft.isPending)) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{draftUuid === null ? f.loading : f.loadingDraft}</Text>
      </Group>
    );
  } else if (subjects.isError || draft.isError) {
    content = (
      <Alert color="red" role="alert" title={subjects.isError ? f.subjectsError : f.draftError}>
        <Button variant="default" onClick={() => void (subjects.isError ? subjects.refetch() : draft.refetch())}>
          {f.retry}
        </Button>
      </Alert>
    );
  } else if (subjects.data.subjects.length === 0) {
    content = <Alert color="darkBlue">{f.noSubjects}</Alert>;
  } else {
    content = (
      <FilingForm
        subjects={subjects.data.subjects}
        loaded={draft.data ?? null}
        preselected={subjectParam(params.get('subject'))}
        onCreated={onCreated}
        onFiled={setFiled}
      />
    );
  }
  return (
    <FormPage>
      <Stack gap="lg">
        <Anchor component={Link} to={CITIZEN_AREA.homePath} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {messages.unavailable.citizenHome}
          </Group>
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {filed === null ? f.title : f.doneTitle}
          </Title>
          {filed === null && <Text c="dark.7">{f.intro}</Text>}
        </div>
        {content}
      </Stack>
    </FormPage>
  );
}

/** The body a new request starts from: the subject asked for (when open to citizens), its model and first identification. */
function startingBody(subjects: readonly CitizenSubject[], preselected: number | null): DocumentBody {
  const subject = subjects.find((candidate) => candidate.id === preselected) ?? null;
  const base = documentBodySchema.parse({ type: 'requerimento', from: 'personal' });
  return subject === null ? base : withSubject(base, subject);
}

function withSubject(body: DocumentBody, subject: CitizenSubject): DocumentBody {
  const identifications = allowedIdentifications(subject);
  const hasText = htmlToText(body.content).trim() !== '';
  return {
    ...body,
    subjectId: subject.id,
    subject: subject.name,
    terms: subject.terms,
    isAcceptedTerm: false,
    identification: identifications.includes(body.identification) ? body.identification : (identifications[0] ?? 'identified'),
    content: hasText ? body.content : textToHtml(htmlToText(subject.model)),
    customFields: Object.fromEntries(subject.fields.map((field) => [field.key, body.customFields[field.key] ?? ''])),
  };
}

type FormProps = {
  subjects: readonly CitizenSubject[];
  loaded: CitizenDraft | null;
  preselected: number | null;
  onCreated: (uuid: string) => void;
  onFiled: (filed: FiledRequest) => void;
};

function FilingForm({ subjects, loaded, preselected, onCreated, onFiled }: FormProps) {
  const initial = useMemo(() => ({ body: startingBody(subjects, preselected), loaded }), [subjects, preselected, loaded]);
  const draft = useCitizenDraft(initial, onCreated);
  const { body, change } = draft;
  const [text, setText] = useState(() => htmlToText(body.content));
  const [publishErrors, setPublishErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [publishKey] = useState(() => crypto.randomUUID());
  const subject = subjects.find((candidate) => candidate.id === body.subjectId) ?? null;
  const identifications = allowedIdentifications(subject);
  const errors = { ...draft.saveErrors, ...publishErrors };
  const otherErrors = unshownErrors(errors, subject, body);
  /** A change clears the refusal of the fields it touched. */
  const edit = (update: (previous: DocumentBody) => DocumentBody) =>
    change((previous) => {
      const next = update(previous);
      setPublishErrors((current) => stillStanding(current, previous, next));
      return next;
    });

  const chooseSubject = (value: string | null) => {
    const next = subjects.find((candidate) => String(candidate.id) === value);
    if (!next) return;
    edit((previous) => {
      const updated = withSubject(previous, next);
      setText(htmlToText(updated.content));
      return updated;
    });
  };

  const publish = async () => {
    setRefusal(null);
    setPublishing(true);
    try {
      const uuid = await draft.flush();
      onFiled(await citizenFilingApi.publish(uuid, publishKey));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.body?.errors) {
        setPublishErrors(firstErrors(error.body.errors));
        setRefusal(f.fixErrors);
      } else if (isApiError(error) && error.status === 403) {
        setRefusal(error.serverMessage ?? f.publishFailed);
      } else if (draft.saveState !== 'conflict') {
        setRefusal(f.publishFailed);
      }
    } finally {
      setPublishing(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <Stack gap="lg">
      <Select
        label={f.subject}
        placeholder={f.subjectPlaceholder}
        data={subjects.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
        value={body.subjectId === null ? null : String(body.subjectId)}
        onChange={chooseSubject}
        searchable
        nothingFoundMessage={f.nothingFound}
        allowDeselect={false}
        withAsterisk
        error={errors.subjectId}
        comboboxProps={{ withinPortal: true }}
      />
      {subject !== null && (
        <>
          {subject.description !== '' && <Text c="dark.7">{subject.description}</Text>}
          <SubjectNotice subject={subject} />
          {subject.icp_login_required && <Alert color="yellow">{f.icpNote}</Alert>}
          {subject.govbr_login_required && <Alert color="yellow">{f.govbrNote}</Alert>}

          <Radio.Group
            label={f.identification}
            value={identifications.includes(body.identification) ? body.identification : (identifications[0] ?? 'identified')}
            onChange={(value) => edit((previous) => ({ ...previous, identification: value as DocumentBody['identification'] }))}
            error={errors.identification}
          >
            <Stack gap="xs" mt="xs">
              {identifications.map((value) => (
                <Radio key={value} value={value} label={f.identifications[value]} />
              ))}
            </Stack>
          </Radio.Group>

          {subject.can_set_description_on_document && (
            <TextInput
              label={f.description}
              value={body.description}
              onChange={(event) => {
                const value = event.currentTarget.value;
                edit((previous) => ({ ...previous, description: value }));
              }}
              maxLength={255}
              error={errors.description}
            />
          )}

          {subject.fields.length > 0 && (
            <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h4" component="legend" mb="xs">
                {f.fieldsHeading}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {subject.fields.map((field) => (
                  <TextInput
                    key={field.key}
                    label={field.label}
                    type={field.type}
                    value={body.customFields[field.key] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      edit((previous) => ({ ...previous, customFields: { ...previous.customFields, [field.key]: value } }));
                    }}
                    withAsterisk={field.required}
                    required={field.required}
                    error={errors[`customFields.${field.key}`]}
                    maxLength={2000}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          )}

          <Textarea
            label={f.text}
            value={text}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              edit((previous) => ({ ...previous, content: textToHtml(value) }));
            }}
            autosize
            minRows={6}
            maxLength={20000}
            withAsterisk
            error={errors.content}
          />

          <AddressSection
            hasAddress={body.hasAddress}
            address={body.address}
            errors={errors}
            onChange={({ hasAddress, address }) =>
              edit((previous) => ({
                ...previous,
                ...(hasAddress === undefined ? {} : { hasAddress }),
                ...(address ? { address: address(previous.address) } : {}),
              }))
            }
          />

          <FilingFiles draft={draft} />

          {subject.terms !== null && subject.terms.trim() !== '' && (
            <Paper withBorder p="md" component="section" aria-labelledby="citizen-filing-terms">
              <Title order={2} size="h4" mb="xs" id="citizen-filing-terms">
                {f.termsHeading}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {subject.terms}
              </Text>
              <Checkbox
                mt="sm"
                label={f.acceptTerms}
                checked={body.isAcceptedTerm}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  edit((previous) => ({ ...previous, isAcceptedTerm: checked }));
                }}
                error={errors.isAcceptedTerm}
              />
            </Paper>
          )}
        </>
      )}

      <SaveStatus state={draft.saveState} />
      {refusal !== null && (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <Text size="sm">{refusal}</Text>
            {otherErrors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={publishing} disabled={subject === null || draft.saveState === 'conflict'}>
          {f.publish}
        </Button>
      </Group>
      </Stack>
    </form>
  );
}

function SaveStatus({ state }: { state: ReturnType<typeof useCitizenDraft>['saveState'] }) {
  if (state === 'conflict') {
    return (
      <Alert color="yellow" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.citizenFiling.conflict}</Text>
          <Button variant="default" onClick={() => window.location.reload()}>
            {f.reload}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const text = { idle: '', saving: f.saving, saved: f.saved, failed: f.saveFailed }[state];
  return (
    <Text size="sm" c={state === 'failed' ? 'red.8' : 'dark.7'} role="status" aria-live="polite" data-testid="citizen-filing-save-state" mih={20}>
      {text}
    </Text>
  );
}


// /sign (spec §2, §3 Signature session, §4 Signing): the documents of a batch, the preview of the
// first selected, the load mode, the signature type (ICP on the desktop with a token, GDOC with
// the password, Gov.br through GovBrPanel), and the run: batches of 10 with a progress bar and
// each document's state; after success, back to where the user came from (onSign).
// Rendered inside the sign layout (src-renderer/layouts/staff/SignLayout.tsx: Voltar, Assinatura, Sair).
import {
  Alert,
  Avatar,
  Button,
  Grid,
  Group,
  Loader,
  Center,
  Paper,
  PasswordInput,
  Progress,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { GdocSignRequest, SigningSession } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';
import { signerError } from '../../../src-shared/signer/errors';
import { signingApi } from '../../api/client';
import { ListPage } from '../../components/Page';
import { inboxKeys } from '../../inbox/queryKeys';
import { reloadNotifications } from '../../notifications/useNotifications';
import { bridge } from '../../platform/bridge';
import { useAppInfo } from '../../platform/useAppInfo';
import { newRunId, type UnlockRequest } from '../../signer/certificateSession';
import { isSignerCallError } from '../../signer/signerCall';
import { useCertificateSession } from '../../signer/useCertificateSession';
import { GovBrPanel } from './GovBrPanel';
import { IcpSignDialog } from './IcpSignDialog';
import { SignDocumentList } from './SignDocumentList';
import { SignPreview } from './SignPreview';
import { RequestAnswerPanel } from '../../signatureRequests/RequestAnswerPanel';
import { usePhotoUrl } from '../../components/usePhotoUrl';
import { runGdocSigning, runIcpSigning, type GdocSign, type RunCallbacks, type RunOutcome } from './signRun';
import { chooseTab, leaveAfterSigning, parseSignatureTab, readSignQuery, withSignatureType, type SignatureTab, type SignQuery } from './signRules';
import { initialSigningState, LOAD_MODES, selectedDocuments, signingReducer, type LoadMode } from './signingState';

const m = messages.signing;
const t = m.screen;
const b = messages.signFromQueue.batches;

export function SignScreen() {
  const [search] = useSearchParams();
  const query = readSignQuery(search);
  const session = useQuery({
    queryKey: ['signing-session', query.batchType, query.ids.join(','), query.requestUuid],
    queryFn: () => signingApi.session(query.batchType, query.ids, query.requestUuid),
    // Loaded once per visit: a background refetch would reset the selection, even mid-run.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <ListPage>
      {session.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={messages.app.loading} />
        </Center>
      ) : session.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{m.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void session.refetch()}>
              {messages.app.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SigningSessionView key={session.dataUpdatedAt} session={session.data} query={query} />
      )}
    </ListPage>
  );
}

function availableTabs(session: SigningSession, signer: boolean): SignatureTab[] {
  const { settings } = session;
  return [
    ...(settings.canSignWithIcp && signer ? (['icp'] as const) : []),
    ...(settings.canSignWithGdoc ? (['gdoc'] as const) : []),
    ...(settings.canSignWithGovBR ? (['govbr'] as const) : []),
  ];
}

function SigningSessionView({ session, query }: { session: SigningSession; query: SignQuery }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const appInfo = useAppInfo().data;
  const signer = appInfo?.capabilities.signer === true;
  const signerPhoto = usePhotoUrl(session.signer.photo_link);
  const [state, dispatch] = useReducer(signingReducer, initialSigningState, (initial) =>
    signingReducer(initial, { type: 'load', documents: session.documents }),
  );
  const [runIds, setRunIds] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [icpOpened, setIcpOpened] = useState(false);
  const [govBrRefusal, setGovBrRefusal] = useState<string | null>(null);
  const certificateSession = useCertificateSession();
  const running = useRef(false);

  const tabs = availableTabs(session, signer);
  const tab = chooseTab(parseSignatureTab(search.get('type')), tabs);
  const selected = useMemo(() => selectedDocuments(state), [state]);
  // The finished requests (issue 19) are a read-only list: what was signed, any of it previewed.
  const readOnly = query.batchType === 'batch-request-signature-finished';
  const [viewed, setViewed] = useState<string | null>(session.documents[0]?.localId ?? null);
  const previewId = readOnly ? viewed : state.preview;
  const previewed = state.documents.find((document) => document.localId === previewId) ?? null;
  const signedInRun = runIds.filter((id) => state.status[id]?.state === 'signed').length;

  const changeTab = (value: string | null) => {
    const next = parseSignatureTab(value);
    if (next) setSearch(withSignatureType(search, next), { replace: true });
  };

  const callbacks: RunCallbacks = {
    onDocument: (localId, documentState, error) => dispatch({ type: 'document', localId, state: documentState, error }),
    onBatchDone: (localIds) => dispatch({ type: 'batch-done', localIds }),
  };

  const finish = (outcome: RunOutcome) => {
    dispatch({ type: 'finish' });
    running.current = false;
    // What was signed shows its signatures wherever the inbox lists it (a despacho's in the
    // Sumário): those copies are out of date now, and are reloaded when next shown.
    if (outcome.signed.length > 0) {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      // A signature answers the signer's request for the document: the bell's lists and the
      // Assinaturas menu's counts (kept under the same key) change with it.
      void reloadNotifications();
    }
    if (outcome.failed) {
      setFailure(outcome.failed.message);
      return;
    }
    if (outcome.notDone.length > 0) return;
    leaveAfterSigning(query.onSign, appInfo?.platform ?? 'web', {
      assign: (url) => window.location.assign(url),
      open: (url) => window.open(url, '_blank', 'noopener'),
      // Replacing /sign: Voltar from where it lands does not come back to a finished session.
      navigate: (to) => void navigate(to, { replace: true }),
    });
  };

  const begin = (): boolean => {
    if (running.current || selected.length === 0) return false;
    running.current = true;
    setFailure(null);
    setRunIds(selected.map((document) => document.localId));
    dispatch({ type: 'start' });
    return true;
  };

  const gdocBody = (): GdocSignRequest => ({
    password,
    ...(query.batchType === 'ged' ? { is_ged: true } : {}),
    ...(query.requestUuid && (query.batchType === 'signature-request' || query.batchType === 'ged') ? { signature_request_uuid: query.requestUuid } : {}),
    ...((query.batchType === 'emails' || query.batchType === 'standard') && query.ids.length === 1 ? { inbox_email_uuid: query.ids[0] } : {}),
  });

  const signGdoc = async (event: FormEvent) => {
    event.preventDefault();
    if (!session.settings.hidePasswordField && password.length === 0) {
      setPasswordError(messages.validation.required);
      return;
    }
    setPasswordError(null);
    const body = gdocBody();
    await runWith((document) => signingApi.signGdoc(document.id, document.type, body));
    setPassword('');
  };

  /** A run signing each document on the server: the password's (GDOC) or the Gov.br tab's. */
  const runWith = async (sign: GdocSign): Promise<void> => {
    const documents = selected;
    if (!begin()) return;
    const outcome = await runGdocSigning(documents, sign, callbacks).catch(
      (error: unknown): RunOutcome => ({ signed: [], failed: { localId: '', message: m.signFailed(String(error)) }, notDone: [] }),
    );
    finish(outcome);
  };

  const signIcp = async (request: UnlockRequest): Promise<{ error: string; pin: boolean } | null> => {
    const documents = selected;
    let started = false;
    try {
      const outcome = await certificateSession.run(request, async (opened) => {
        if (!begin()) return null;
        started = true;
        return runIcpSigning(
          documents,
          {
            api: { start: signingApi.icpStart, complete: signingApi.icpComplete },
            sign: async (args) => {
              const result = await bridge.signer.sign(args);
              return result.ok ? result : { ok: false, error: result.error.signer ?? signerError('sign-failed', { message: result.error.message }) };
            },
            session: { sessionId: opened.sessionId, certificateDer: opened.certificate.der },
            runId: newRunId(),
          },
          callbacks,
        );
      });
      if (outcome) {
        setIcpOpened(false);
        finish(outcome);
      }
      return null;
    } catch (error) {
      // The token session could not be opened: nothing was signed; the dialog shows why.
      if (started) {
        dispatch({ type: 'finish' });
        running.current = false;
      }
      if (isSignerCallError(error)) return { error: error.message, pin: error.concernsPin };
      return { error: m.signFailed(error instanceof Error ? error.message : String(error)), pin: false };
    }
  };

  // A session whose documents are all signed already has nothing to do.
  const nothingToSign = state.documents.every((document) => document.hasBeenSigned);

  const busy = state.running || certificateSession.running;
  const progress = runIds.length === 0 ? 0 : Math.round((signedInRun / runIds.length) * 100);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Paper withBorder radius="sm" p="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={signerPhoto} alt="" radius="xl" />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t.signer}
                </Text>
                <Text fw={600}>{session.signer.name}</Text>
                <Text size="sm" c="dimmed">
                  {[session.signer.cpf, session.signer.sector].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
          </Paper>

          {session.request ? (
            <RequestAnswerPanel request={session.request} busy={busy} onDeclined={() => void queryClient.invalidateQueries({ queryKey: ['signing-session'] })} />
          ) : null}

          {session.settings.canChooseDocs && !readOnly && (
            <SegmentedControl
              aria-label={t.loadMode}
              value={state.loadMode}
              disabled={busy}
              onChange={(value) => dispatch({ type: 'mode', mode: value as LoadMode })}
              data={LOAD_MODES.map((mode) => ({ value: mode, label: t.loadModes[mode] }))}
            />
          )}

          <SignDocumentList
            state={state}
            canChoose={session.settings.canChooseDocs}
            onToggle={(localId) => dispatch({ type: 'toggle', localId })}
            onPreview={(localId) => (readOnly ? setViewed(localId) : dispatch({ type: 'preview', localId }))}
            readOnlyPreview={readOnly ? viewed : undefined}
          />

          {state.signatureHasBeenStarted && (
            <Stack gap={4}>
              <Progress.Root size="lg">
                <Progress.Section value={progress} aria-label={t.progress} aria-valuetext={t.progressValue(signedInRun, runIds.length)} />
              </Progress.Root>
              <Text size="sm" aria-live="polite">
                {t.progressValue(signedInRun, runIds.length)}
              </Text>
            </Stack>
          )}

          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}

          {readOnly ? (
            <Alert color="blue">{state.documents.length === 0 ? b.finishedEmpty : b.finishedHint}</Alert>
          ) : nothingToSign ? (
            <Alert color="blue">{state.documents.length === 0 && query.batchType === 'batch-request-signature-pending' ? b.pendingEmpty : t.nothingToSign}</Alert>
          ) : tab === null ? (
            <Alert color="yellow">{t.noSignatureKind}</Alert>
          ) : (
            <Tabs value={tab} onChange={changeTab} keepMounted={false}>
              <Tabs.List aria-label={t.signatureType}>
                {tabs.includes('icp') && <Tabs.Tab value="icp">{m.kinds.ICP}</Tabs.Tab>}
                {tabs.includes('gdoc') && <Tabs.Tab value="gdoc">{m.kinds.GDOC}</Tabs.Tab>}
                {tabs.includes('govbr') && <Tabs.Tab value="govbr">{m.kinds.GOVBR}</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="icp" pt="sm">
                <Group justify="flex-end">
                  <Button disabled={busy || selected.length === 0} onClick={() => setIcpOpened(true)}>
                    {t.submit}
                  </Button>
                </Group>
              </Tabs.Panel>
              <Tabs.Panel value="gdoc" pt="sm">
                <form onSubmit={(event) => void signGdoc(event)} noValidate>
                  <Stack gap="sm">
                    {!session.settings.hidePasswordField && (
                      <PasswordInput
                        label={t.password}
                        value={password}
                        onChange={(event) => setPassword(event.currentTarget.value)}
                        error={passwordError}
                        disabled={busy}
                        autoComplete="current-password"
                        required
                      />
                    )}
                    {selected.length === 0 && !busy && (
                      <Text size="sm" c="dimmed">
                        {t.nothingSelected}
                      </Text>
                    )}
                    <Group justify="flex-end">
                      <Button type="submit" loading={busy} disabled={selected.length === 0}>
                        {t.submit}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </Tabs.Panel>
              <Tabs.Panel value="govbr" pt="sm">
                <GovBrPanel busy={busy} selectedCount={selected.length} base={gdocBody()} onRun={runWith} refusal={govBrRefusal} onRefused={setGovBrRefusal} />
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SignPreview document={previewed} batchType={query.batchType} requestUuid={query.requestUuid} />
      </Grid.Col>
      {tabs.includes('icp') && (
        <IcpSignDialog opened={icpOpened} busy={busy} onClose={() => setIcpOpened(false)} onSign={signIcp} />
      )}
    </Grid>
  );
}

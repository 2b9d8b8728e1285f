// /citizen/authenticity (public): the verification code printed on a document's pages (or the QR
// code, which leads here with ?code=) is checked with the server. The answer shows what the code
// proves: the document's facts and its signatures, with the PDF and each .p7s to download.
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconShieldSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { normalizeVerificationCode, type AuthenticityResult, type AuthenticitySignature } from '../../../src-shared/api/authenticity';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { authenticityApi } from '../../api/client';
import { isApiError } from '../../api/ApiError';
import { FormPage } from '../../components/Page';
import { FactList } from '../certificates/FactList';

const t = messages.authenticity;

function SignatureCard({ code, signature }: { code: string; signature: AuthenticitySignature }) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <FactList
          facts={[
            { label: t.signer, value: signature.name },
            { label: t.cpf, value: signature.cpf_cnpj },
            { label: t.kind, value: signature.type },
            { label: t.signedAt, value: formatDateTime(signature.signed_at) },
            { label: t.policy, value: signature.policy === null ? null : `${signature.policy.id ?? ''} (${signature.policy.oid})`.trim() },
          ]}
        />
        {signature.has_p7s && (
          <Group>
            <Button
              component="a"
              href={authenticityApi.p7sUrl(code, signature.id)}
              download
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t.downloadP7s(signature.name)}
            >
              {t.p7sShort}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Result({ result }: { result: AuthenticityResult }) {
  const { document } = result;
  return (
    <Stack gap="md" aria-live="polite">
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t.authentic}>
        {t.authenticHint}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <FactList
            facts={[
              { label: t.type, value: document.type_label },
              { label: t.number, value: document.number },
              { label: t.date, value: formatDateTime(document.date) },
              { label: t.sector, value: document.sector ?? t.sectorHidden },
              { label: t.firstPrinted, value: formatDateTime(result.first_printed_at) },
            ]}
          />
          <Group>
            <Button component="a" href={authenticityApi.pdfUrl(result.code)} download leftSection={<IconDownload size={16} aria-hidden />}>
              {t.downloadPdf}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        {t.signatures}
      </Title>
      {result.signatures.length === 0 ? (
        <Text>{t.noSignatures}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {result.signatures.map((signature) => (
            <SignatureCard key={signature.id} code={result.code} signature={signature} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Failure({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <Alert color="red" title={t.notFoundTitle} role="alert">
        {t.codeNotFound}
      </Alert>
    );
  }
  const server = isApiError(error) && !error.isNetworkError ? error.serverMessage : undefined;
  const text = isApiError(error) && error.status === 429 ? t.tooManyRequests : (server ?? messages.app.loadError);
  return (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  );
}

export function AuthenticityScreen() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('code') ?? '';
  const code = normalizeVerificationCode(fromAddress);
  const [typed, setTyped] = useState(fromAddress);
  const [fieldError, setFieldError] = useState<string | null>(fromAddress !== '' && code === null ? t.codeInvalid : null);
  const check = useQuery({
    queryKey: ['authenticity', code],
    queryFn: ({ signal }) => authenticityApi.check(code as string, signal),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeVerificationCode(typed);
    if (normalized === null) {
      setFieldError(typed.trim() === '' ? messages.validation.required : t.codeInvalid);
      return;
    }
    setFieldError(null);
    setTyped(normalized);
    setParams({ code: normalized });
    if (normalized === code) void check.refetch();
  };

  return (
    <FormPage card={false}>
      <Stack gap="lg">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <IconShieldSearch size={32} aria-hidden color="var(--mantine-color-darkBlue-8)" />
                <Title order={1} size="h2">
                  {t.title}
                </Title>
              </Group>
              <Text>{t.intro}</Text>
              <TextInput
                label={t.codeLabel}
                placeholder={t.codePlaceholder}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                error={fieldError}
                autoComplete="off"
                spellCheck={false}
                styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
              />
              <Group>
                <Button type="submit" loading={check.isFetching}>
                  {t.verify}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {code !== null && check.isPending && check.isFetching && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t.checking}</Text>
          </Group>
        )}
        {code !== null && check.isError && <Failure error={check.error} />}
        {code !== null && check.data && <Result result={check.data} />}
      </Stack>
    </FormPage>
  );
}

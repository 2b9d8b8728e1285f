// The preview pane of the signing screen: the previewed document's PDF, fetched with the session's
// token and drawn by pdf.js from its bytes. The CSP allows neither frames nor fetches of blob:
// URLs (frame-src falls back to 'self', connect-src has no blob:), so the bytes go to pdf.js as
// data, not as a URL.
import { Alert, Center, Loader, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SigningBatchType, SigningDocument } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';
import { signingApi } from '../../api/client';
import { PdfViewer } from '../../attachments/PdfViewer';

const t = messages.signing.screen;
const a = messages.attachments;

type Source = { key: string; fetch: (signal: AbortSignal) => Promise<Blob> };

function sourceOf(document: SigningDocument, batchType: SigningBatchType, requestUuid: string | null): Source {
  if (document.type === 'dispatch') {
    return { key: `dsp-${document.id}`, fetch: (signal) => signingApi.dispatchPage(document.id, signal) };
  }
  if (document.type === 'attachment') {
    return { key: `att-${document.id}`, fetch: (signal) => signingApi.attachmentFile(document.id, signal) };
  }
  if (batchType === 'signature-request' && requestUuid) {
    return { key: `request-${requestUuid}-${document.id}`, fetch: (signal) => signingApi.previewRequest(requestUuid, signal) };
  }
  return { key: `doc-${document.id}`, fetch: (signal) => signingApi.previewDocument(document.id, signal) };
}

const isPdf = (blob: Blob) => blob.type === '' || blob.type.includes('pdf');

type Props = { document: SigningDocument | null; batchType: SigningBatchType; requestUuid: string | null };

export function SignPreview({ document, batchType, requestUuid }: Props) {
  return (
    <Paper withBorder radius="sm" p="sm" h="100%" component="section" aria-label={t.preview} style={{ display: 'flex', flexDirection: 'column', minHeight: 480 }}>
      <Title order={2} size="h5" mb="xs">
        {document ? document.title : t.preview}
      </Title>
      {document ? <PreviewBody key={document.localId} document={document} batchType={batchType} requestUuid={requestUuid} /> : <Centered text={t.previewEmpty} />}
    </Paper>
  );
}

function Centered({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <Center style={{ flex: 1 }}>
      <Text c="dimmed" role={alert ? 'alert' : undefined}>
        {text}
      </Text>
    </Center>
  );
}

function PreviewBody({ document, batchType, requestUuid }: { document: SigningDocument; batchType: SigningBatchType; requestUuid: string | null }) {
  const source = sourceOf(document, batchType, requestUuid);
  const file = useQuery({
    queryKey: ['signing-preview', source.key],
    queryFn: async ({ signal }) => {
      const blob = await source.fetch(signal);
      return { pdf: isPdf(blob), bytes: new Uint8Array(await blob.arrayBuffer()) };
    },
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
  if (file.isPending) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader role="status" aria-label={a.galleryLoading} />
      </Center>
    );
  }
  if (file.isError) return <Centered text={t.previewFailed} alert />;
  if (!file.data.pdf) {
    return (
      <Alert color="blue" variant="light">
        {t.previewNotPdf}
      </Alert>
    );
  }
  return (
    <div style={{ flex: 1, minHeight: 0 }}>
      <PdfViewer source={file.data.bytes} name={document.title} />
    </div>
  );
}

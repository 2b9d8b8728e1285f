// The attachments' server state: the list (react-query), the upload limits from the document
// settings, the signed links, and the actions with the toasts of §8.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Media } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import { mediasApi } from '../api/mediasApi';
import { toast } from '../app/toasts';
import { signedLinkOf } from './attachmentRules';

const t = messages.attachments;

/**
 * What the list and the gallery show. A copy from the cached email view has no file key (nor the
 * reviewer's reason): it can be listed, not opened or downloaded.
 */
export type AttachmentFile = Omit<Media, 'remote_file_key' | 'rejected_status' | 'rejected_message'> & {
  remote_file_key: string | null;
  rejected_status: string | null;
  rejected_message: string | null;
};

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (inboxEmailUuid: string) => ['attachments', 'medias', inboxEmailUuid] as const,
  settings: ['attachments', 'document-settings'] as const,
  link: (remoteFileKey: string) => ['attachments', 'link', remoteFileKey] as const,
};

/** Signed links are short-lived: reused for a minute, never stored. */
const LINK_FRESH_MS = 60_000;

export function useMediaList(inboxEmailUuid: string | null, enabled = true) {
  return useQuery({
    queryKey: attachmentKeys.list(inboxEmailUuid ?? ''),
    queryFn: ({ signal }) => mediasApi.list(inboxEmailUuid ?? '', signal),
    enabled: enabled && inboxEmailUuid !== null,
    retry: 1,
  });
}

export function useUploadSettings(enabled = true) {
  return useQuery({
    queryKey: attachmentKeys.settings,
    queryFn: ({ signal }) => mediasApi.settings(signal),
    enabled,
    staleTime: 10 * 60_000,
    select: (settings) => ({ maxBytes: settings.max_upload_bytes, allowedMimeTypes: settings.allowed_mime_types }),
  });
}

/** The signed link of one file, for the gallery and the thumbnails. */
export function useSignedLink(remoteFileKey: string | null, enabled = true) {
  return useQuery({
    queryKey: attachmentKeys.link(remoteFileKey ?? ''),
    queryFn: ({ signal }) => mediasApi.link(remoteFileKey ?? '', signal),
    enabled: enabled && remoteFileKey !== null,
    staleTime: LINK_FRESH_MS,
    gcTime: LINK_FRESH_MS,
    retry: false,
  });
}

export const serverMessageOf = (error: unknown): string | undefined => (isApiError(error) ? error.serverMessage : undefined);

function replaceInList(queryClient: ReturnType<typeof useQueryClient>, inboxEmailUuid: string, update: (files: Media[]) => Media[]) {
  queryClient.setQueryData<Media[]>(attachmentKeys.list(inboxEmailUuid), (files) => (files ? update(files) : files));
}

export function useRemoveAttachment(inboxEmailUuid: string | null, onChange?: (files: Media[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: AttachmentFile) => mediasApi.remove(inboxEmailUuid ?? '', file.id),
    onSuccess: (_result, file) => {
      if (!inboxEmailUuid) return;
      replaceInList(queryClient, inboxEmailUuid, (files) => files.filter((item) => item.id !== file.id));
      toast.success(t.removed);
      const files = queryClient.getQueryData<Media[]>(attachmentKeys.list(inboxEmailUuid));
      if (files) onChange?.(files);
      void queryClient.invalidateQueries({ queryKey: attachmentKeys.list(inboxEmailUuid) });
    },
    onError: () => toast.error(t.removeFailed),
  });
}

export function useRequestReview(inboxEmailUuid: string | null, onChange?: (files: Media[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, reason }: { file: AttachmentFile; reason: string }) => mediasApi.reject(inboxEmailUuid ?? '', file.id, reason),
    onSuccess: (updated) => {
      if (!inboxEmailUuid) return;
      replaceInList(queryClient, inboxEmailUuid, (files) => files.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(t.reviewSuccess);
      const files = queryClient.getQueryData<Media[]>(attachmentKeys.list(inboxEmailUuid));
      if (files) onChange?.(files);
    },
    // The server's own words when it gave any (§8).
    onError: (error) => toast.error(serverMessageOf(error) ?? t.reviewFailed),
  });
}

/** Saves a blob under the file's name: a same-origin blob: link downloads in the browser and in Electron alike. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** The signed copy is a ZIP of the file, its .p7s and manifests (src-server/medias/signedCopy.ts). */
const signedName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return messages.medias.signedCopyName(dot > 0 ? name.slice(0, dot) : name);
};

/**
 * Baixar / Baixar assinado: asks for a signed link (Erro ao obter link do documento when that
 * fails), then fetches the file from it (Erro ao fazer download do arquivo [assinado]).
 */
export async function downloadAttachment(file: AttachmentFile, signed = false): Promise<boolean> {
  if (!file.remote_file_key) {
    toast.error(signed ? t.downloadSignedFailed : t.downloadFailed);
    return false;
  }
  let link: string;
  try {
    link = await mediasApi.link(file.remote_file_key);
  } catch {
    toast.error(t.linkFailed);
    return false;
  }
  try {
    const response = await fetch(signed ? signedLinkOf(link) : link);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    saveBlob(await response.blob(), signed ? signedName(file.name) : file.name);
    return true;
  } catch {
    toast.error(signed ? t.downloadSignedFailed : t.downloadFailed);
    return false;
  }
}

/** The email view's attachment, as the list shows it when the medias call cannot be made. */
export function fromEmailAttachment(file: Omit<AttachmentFile, 'remote_file_key' | 'rejected_message'> & Partial<Pick<AttachmentFile, 'remote_file_key' | 'rejected_message'>>): AttachmentFile {
  return { ...file, remote_file_key: file.remote_file_key ?? null, rejected_message: file.rejected_message ?? null };
}

// The attachment rules with no DOM and no React: what may be uploaded (checked before any byte
// leaves), what the gallery can show (§2, §5: only PDF and images), who may ask for a revision
// (§6) and the state of the uploads in flight.
import { messages } from '../../src-shared/messages';
import { formatFileSize } from '../screens/inbox/itemView';

const t = messages.attachments;

/** The file facts the checks read; a browser File has them all. */
export type CandidateFile = { name: string; size: number; type: string };

export type UploadLimits = { maxBytes: number; allowedMimeTypes: readonly string[] };

/** "Tamanho máximo por arquivo: 20 MB", said before the user picks anything. */
export const maxSizeText = (maxBytes: number): string => t.maxSize(formatFileSize(maxBytes));

/** An empty list allows every type; entries may be exact (image/png) or a family (image/*). */
export function isMimeAllowed(type: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const mime = type.trim().toLowerCase();
  if (!mime) return false;
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule === mime;
  });
}

export type PreUploadCheck<F extends CandidateFile> = {
  accepted: F[];
  /** One reason per refused file, in the order picked. */
  reasons: string[];
  /** The toast text (messages.attachments.addFailed) when anything was refused, else null. */
  message: string | null;
};

/** Sorts the picked files into those to upload and those refused, each with its reason. */
export function checkBeforeUpload<F extends CandidateFile>(files: readonly F[], limits: UploadLimits): PreUploadCheck<F> {
  const accepted: F[] = [];
  const reasons: string[] = [];
  for (const file of files) {
    if (file.size > limits.maxBytes) reasons.push(t.reasons.tooLarge(file.name, formatFileSize(limits.maxBytes)));
    else if (file.size === 0) reasons.push(t.reasons.empty(file.name));
    else if (!isMimeAllowed(file.type, limits.allowedMimeTypes)) reasons.push(t.reasons.typeNotAllowed(file.name));
    else accepted.push(file);
  }
  return { accepted, reasons, message: reasons.length ? t.addFailed(reasons.join(t.reasons.separator)) : null };
}

/** The types the gallery shows as an image, always through <img> (SVG is never inlined). */
export const IMAGE_PREVIEW_TYPES = ['image/pjpeg', 'image/jpeg', 'image/svg+xml', 'image/png', 'image/gif', 'image/webp'] as const;
export const PDF_PREVIEW_TYPE = 'application/pdf';

export type PreviewKind = 'pdf' | 'image' | 'unsupported';

export function previewKindOf(mime: string): PreviewKind {
  const type = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === PDF_PREVIEW_TYPE) return 'pdf';
  if ((IMAGE_PREVIEW_TYPES as readonly string[]).includes(type)) return 'image';
  return 'unsupported';
}

/**
 * §6: Solicitar revisão is offered only where the viewer may ask (never to external users: the
 * caller says so) and only for a file that is not already rejected, nor signed (the server refuses
 * a revision of a signed file: medias/writeRules.ts).
 */
export function canRequestReviewOf(file: { rejected_status: string | null; attachment_has_been_signed?: boolean }, viewerMayRequest: boolean): boolean {
  return viewerMayRequest && file.rejected_status !== 'REJECTED' && file.attachment_has_been_signed !== true;
}

/**
 * A revision is asked by who received the document, or by its writers on their draft; never
 * through the sender's own copy in Enviados, which the server refuses.
 */
export const mayRequestReviewThrough = (email: { box: 'inbox' | 'sent' | 'draft' }): boolean => email.box !== 'sent';

/** A signed copy is offered only when the attachment was signed (§6). */
export const canDownloadSigned = (file: { attachment_has_been_signed: boolean }): boolean => file.attachment_has_been_signed;

/** The reason entered in the revision dialog is required; spaces alone do not count (§5). */
export const isReviewReasonValid = (reason: string): boolean => reason.trim().length > 0;

// ---- Uploads in flight ---------------------------------------------------------------------

export type UploadStatus = 'uploading' | 'failed' | 'canceled';
export type UploadEntry = { id: string; name: string; size: number; loaded: number; total: number; status: UploadStatus; error: string | null };
export type UploadAction =
  | { type: 'start'; id: string; name: string; size: number }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'done'; id: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'canceled'; id: string }
  | { type: 'dismiss'; id: string };

/**
 * One entry per file being sent. A finished upload leaves the list (the file is now in the
 * attachment list); failed and canceled ones stay until dismissed so the user sees what happened.
 */
export function uploadsReducer(state: readonly UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case 'start':
      return [
        ...state.filter((entry) => entry.id !== action.id),
        { id: action.id, name: action.name, size: action.size, loaded: 0, total: action.size, status: 'uploading', error: null },
      ];
    case 'progress':
      return state.map((entry) =>
        entry.id === action.id && entry.status === 'uploading'
          ? { ...entry, loaded: Math.max(entry.loaded, Math.min(action.loaded, action.total || entry.total)), total: action.total || entry.total }
          : entry,
      );
    case 'done':
    case 'dismiss':
      return state.filter((entry) => entry.id !== action.id);
    case 'failed':
      return state.map((entry) => (entry.id === action.id && entry.status === 'uploading' ? { ...entry, status: 'failed', error: action.error } : entry));
    case 'canceled':
      return state.map((entry) => (entry.id === action.id && entry.status === 'uploading' ? { ...entry, status: 'canceled' } : entry));
    default:
      return [...state];
  }
}

/** Whole percent sent, 0–100; a file whose size is unknown shows 0 until it is done. */
export function uploadPercent(entry: Pick<UploadEntry, 'loaded' | 'total'>): number {
  if (!(entry.total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((entry.loaded / entry.total) * 100)));
}

export const isUploading = (state: readonly UploadEntry[]): boolean => state.some((entry) => entry.status === 'uploading');

// ---- Gallery navigation --------------------------------------------------------------------

/** Previous/next wrap around, like a photo viewer. */
export function stepIndex(index: number, step: -1 | 1, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** PDF zoom in steps of 25 %, between 50 % and 300 %. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export function nextZoom(current: number, direction: -1 | 1): number {
  const next = Math.round((current + direction * 0.25) * 100) / 100;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** The signed copy sits at the same signed link with signed=1. */
export function signedLinkOf(link: string): string {
  const url = new URL(link);
  url.searchParams.set('signed', '1');
  return url.toString();
}

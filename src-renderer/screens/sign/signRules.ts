// The signing screen's small rules (spec §4 Signing, §8): where to go after signing, the type
// query value, what a failed signature says, and the query the screen is opened with.
import { ApiError } from '../../api/ApiError';
import { messages } from '../../../src-shared/messages';
import { SIGNATURE_STATUS_PARAM } from './useSignatureStatusNotice';
import { SIGNING_BATCH_TYPES, type SigningBatchType } from '../../../src-shared/api/signingSession';

export const SIGNED_LANDING = '/workspace/sector/tasks';
export const DEFAULT_ON_SIGN = '/';

export type AfterSign = { kind: 'external'; url: string } | { kind: 'internal'; to: string };

/**
 * After signing: the app root as callback means the work queue; an http(s) callback is a full
 * redirect; anything else is an internal route. Every internal landing, the work queue included,
 * carries signatureStatus=true: the user is told the signature went through wherever the app
 * lands (useSignatureStatusNotice), not only on a callback route.
 */
export function afterSignTarget(onSign: string | null | undefined): AfterSign {
  const callback = (onSign ?? '').trim() || DEFAULT_ON_SIGN;
  if (callback === DEFAULT_ON_SIGN) return { kind: 'internal', to: withSignatureStatus(SIGNED_LANDING) };
  if (/^https?:\/\//i.test(callback)) return { kind: 'external', url: callback };
  // Only paths of this app: "//host" or "javascript:" are not internal routes.
  const path = callback.startsWith('/') && !callback.startsWith('//') ? callback : `/${callback.replace(/^[/\\]+/, '')}`;
  return { kind: 'internal', to: withSignatureStatus(path) };
}

/** An app path with signatureStatus=true in its query, the rest of the query and the hash kept. */
function withSignatureStatus(path: string): string {
  const hashAt = path.indexOf('#');
  const [beforeHash, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(SIGNATURE_STATUS_PARAM, 'true');
  return `${pathname}?${params.toString()}${hash}`;
}

export type Leave = { assign(url: string): void; open(url: string): void; navigate(to: string): void };

/**
 * Carries out afterSignTarget. On the desktop the window never leaves the app (hardenContents),
 * so an http(s) callback opens in the user's browser and the app returns to the work queue,
 * saying the signature went through; on the web it is the spec's full redirect.
 */
export function leaveAfterSigning(onSign: string | null | undefined, platform: 'desktop' | 'web', leave: Leave): void {
  const target = afterSignTarget(onSign);
  if (target.kind === 'internal') return leave.navigate(target.to);
  if (platform === 'web') return leave.assign(target.url);
  leave.open(target.url);
  leave.navigate(withSignatureStatus(SIGNED_LANDING));
}

export type SignatureTab = 'icp' | 'gdoc' | 'govbr';
export const SIGNATURE_TABS: readonly SignatureTab[] = ['icp', 'gdoc', 'govbr'];

/** The type query value read back: an unknown value is no choice. */
export function parseSignatureTab(value: string | null): SignatureTab | null {
  return value !== null && (SIGNATURE_TABS as readonly string[]).includes(value) ? (value as SignatureTab) : null;
}

/** The query with the signature type recorded (type=icp|gdoc|govbr), the rest kept. */
export function withSignatureType(search: URLSearchParams, tab: SignatureTab): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('type', tab);
  return next;
}

/** The tab shown: the one in the query if available, else the first available. */
export function chooseTab(requested: SignatureTab | null, available: readonly SignatureTab[]): SignatureTab | null {
  if (requested !== null && available.includes(requested)) return requested;
  return available[0] ?? null;
}

/** The server's message, else "Ocorreu um erro ao finalizar uma das assinaturas: {error}". */
export function describeSigningError(error: unknown): string {
  if (error instanceof ApiError) {
    const server = error.serverMessage;
    if (server) return server;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return messages.signing.signFailed(detail);
}

export type SignQuery = { batchType: SigningBatchType; ids: string[]; requestUuid: string | null; onSign: string };

/** The screen's query: batchType (standard when absent or unknown), ids as a comma list, the request uuid. */
export function readSignQuery(search: URLSearchParams): SignQuery {
  const raw = search.get('batchType');
  const batchType = raw !== null && (SIGNING_BATCH_TYPES as readonly string[]).includes(raw) ? (raw as SigningBatchType) : 'standard';
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return { batchType, ids, requestUuid: search.get('signature_request_uuid') || null, onSign: search.get('onSign') || DEFAULT_ON_SIGN };
}

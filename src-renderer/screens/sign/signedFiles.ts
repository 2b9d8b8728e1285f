// /signatures/signed: a document's signatures grouped by the file they sign, so each group says
// which file it is — the document itself or one attachment, by name. The document comes first,
// then the attachments in the order they were attached (by id: signing runs in parallel, so the
// order of the signatures says nothing).
import type { SignedDocument } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';

type Signer = SignedDocument['signers'][number];
export type SignedFile = { key: string; label: string; signers: Signer[] };

const t = messages.signing.signedList;

export function signedFiles(signers: readonly Signer[]): SignedFile[] {
  const files = new Map<string, SignedFile>();
  for (const signer of signers) {
    const key = signer.attachment_id === null ? 'doc' : `att-${signer.attachment_id}`;
    const label = signer.attachment_id === null ? t.documentFile : t.attachmentFile(signer.attachment_name ?? String(signer.attachment_id));
    const file = files.get(key) ?? { key, label, signers: [] };
    file.signers.push(signer);
    files.set(key, file);
  }
  const order = (file: SignedFile) => file.signers[0]?.attachment_id ?? -1;
  return [...files.values()].sort((a, b) => order(a) - order(b));
}

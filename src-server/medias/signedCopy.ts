// The signed copy of an attachment (§6: "signed downloads only if the attachment was signed"):
// a ZIP with the file exactly as signed, each CMS signature (ICP, gov.br) as a detached .p7s next
// to it — the pair any CAdES verifier, the ITI's included, checks — and one signature manifest
// per signature (GDOC signatures carry no CMS, so the manifest is their only record). The file is
// never altered: its bytes are what the signatures cover. A signature by an author the reader may
// not know (documents/authorship.ts) comes without its .p7s (the certificate names them) and with
// a manifest that does not name them.
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { authorVisibility } from '../documents/authorship';
import { uniqueNames, zipStore, type ZipEntry } from '../documents/zip';
import type { Viewer } from '../inbox/emails';
import { signatureManifestPdf, printableDocument } from '../signatures/signingPdfs';
import { signedContentSha256 } from '../signatures/signing';
import { isHiddenSignature, signatureSeenBy } from '../signatures/signersSeen';
import { fileStem } from './headers';
import { contentOf, type AttachmentRow } from './store';

const m = messages.medias;

export type SignedCopy = { name: string; bytes: Buffer };

/** undefined when the attachment has no signature or its bytes are gone. */
export function signedCopyOf(ctx: ServerContext, file: AttachmentRow, at: Date, reader: Viewer): SignedCopy | undefined {
  const signatures = ctx.repos.signatures.listByAttachment(file.id);
  const content = contentOf(ctx.db, file.id);
  const document = printableDocument(ctx.db, file.document_id);
  const row = ctx.repos.documents.findById(file.document_id);
  if (signatures.length === 0 || content === undefined || document === undefined || row === undefined) return undefined;

  const printable = { ...document, content_sha256: signedContentSha256(ctx.db, row) };
  const author = authorVisibility(ctx.db, file.document_id, reader);
  const files: { name: string; content: Buffer }[] = [{ name: file.name, content }];
  for (const signature of signatures) {
    const cms = isHiddenSignature(signature, author) ? undefined : ctx.repos.signatures.cmsOf(file.document_id, signature.id);
    if (cms !== undefined) files.push({ name: `${file.name}.p7s`, content: cms });
    files.push({ name: m.signedCopyManifest(signature.id), content: signatureManifestPdf(ctx.db, printable, signatureSeenBy(signature, author), file, at) });
  }
  const names = uniqueNames(files.map((entry) => entry.name));
  const entries: ZipEntry[] = files.map((entry, index) => ({ name: names[index] as string, content: entry.content, modifiedAt: at }));
  return { name: m.signedCopyName(fileStem(file.name.replace(/\.[^.]*$/, ''))), bytes: zipStore(entries) };
}

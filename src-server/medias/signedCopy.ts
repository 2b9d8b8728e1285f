// The signed copy of an attachment (§6: "signed downloads only if the attachment was signed"):
// a ZIP with the file exactly as signed, each CMS signature (ICP, gov.br) as a detached .p7s next
// to it — the pair any CAdES verifier, the ITI's included, checks — and one signature manifest
// per signature (GDOC signatures carry no CMS, so the manifest is their only record). The file is
// never altered: its bytes are what the signatures cover.
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { uniqueNames, zipStore, type ZipEntry } from '../documents/zip';
import { signatureManifestPdf, printableDocument } from '../signatures/signingPdfs';
import { signedContentSha256 } from '../signatures/signing';
import { fileStem } from './headers';
import { contentOf, type AttachmentRow } from './store';

const m = messages.medias;

export type SignedCopy = { name: string; bytes: Buffer };

/** undefined when the attachment has no signature or its bytes are gone. */
export function signedCopyOf(ctx: ServerContext, file: AttachmentRow, at: Date): SignedCopy | undefined {
  const signatures = ctx.repos.signatures.listByAttachment(file.id);
  const content = contentOf(ctx.db, file.id);
  const document = printableDocument(ctx.db, file.document_id);
  const row = ctx.repos.documents.findById(file.document_id);
  if (signatures.length === 0 || content === undefined || document === undefined || row === undefined) return undefined;

  const printable = { ...document, content_sha256: signedContentSha256(ctx.db, row) };
  const files: { name: string; content: Buffer }[] = [{ name: file.name, content }];
  for (const signature of signatures) {
    const cms = ctx.repos.signatures.cmsOf(file.document_id, signature.id);
    if (cms !== undefined) files.push({ name: `${file.name}.p7s`, content: cms });
    files.push({ name: m.signedCopyManifest(signature.id), content: signatureManifestPdf(ctx.db, printable, signature, file, at) });
  }
  const names = uniqueNames(files.map((entry) => entry.name));
  const entries: ZipEntry[] = files.map((entry, index) => ({ name: names[index] as string, content: entry.content, modifiedAt: at }));
  return { name: m.signedCopyName(fileStem(file.name.replace(/\.[^.]*$/, ''))), bytes: zipStore(entries) };
}

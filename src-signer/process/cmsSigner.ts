// One CAdES AD-RB signature per item, with the token doing only the RSA operation: the digest
// of the content arrives ready (server-driven flow, PAdES byte ranges) or is computed here from a
// small attached content (a login token), and the CMS is built around the token's signature.
import { createHash } from 'node:crypto';
import { assembleSignedData, buildSignedAttributes } from '../../src-shared/icp/cades';
import { SignerFailure, signerError } from '../../src-shared/signer/errors';
import type { HashAlgorithm, SignaturePolicyId, SignItem } from '../../src-shared/signer/protocol';

export type RawSign = (data: Uint8Array, hash: HashAlgorithm) => Promise<Uint8Array>;

export type CmsSigner = (item: SignItem, policy: SignaturePolicyId, hash: HashAlgorithm) => Promise<Uint8Array>;

const DIGEST_LENGTH: Record<HashAlgorithm, number> = { sha256: 32, sha512: 64 };

function itemDigest(item: SignItem, hash: HashAlgorithm): Uint8Array {
  if ('content' in item) return createHash(hash).update(Buffer.from(item.content, 'base64')).digest();
  const digest = Buffer.from(item.digest, 'base64');
  if (digest.length !== DIGEST_LENGTH[hash]) {
    throw new SignerFailure(signerError('invalid-request', { detail: `digest of ${digest.length} bytes for ${hash}` }));
  }
  return digest;
}

export function createCmsSigner({ certificateDer, chain, sign }: { certificateDer: Uint8Array; chain: Uint8Array[]; sign: RawSign }): CmsSigner {
  const certificateHash = createHash('sha256').update(certificateDer).digest();
  return async (item, policy, hash) => {
    const signedAttributes = buildSignedAttributes({ contentDigest: itemDigest(item, hash), hash, certificateDer, certificateHash, policy });
    const signature = await sign(signedAttributes, hash);
    const content = 'content' in item && item.attach ? Buffer.from(item.content, 'base64') : undefined;
    return assembleSignedData({ signedAttributes, signature, certificateDer, chain, hash, ...(content ? { content } : {}) });
  };
}

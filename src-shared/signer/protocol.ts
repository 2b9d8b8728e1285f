// The certificate bridge's vocabulary, shared by the signer process, the main process, the IPC
// contract and the renderer. Schemas validate what the renderer sends (through the IPC registry)
// and what main hands back, so a bug cannot leak more than these shapes allow. Binary values are
// base64 here: they cross IPC, a Playwright binding and JSON logs alike; only the PIN travels
// between main and the signer process as bytes, so each copy can be wiped.
import { z } from 'zod';
import type { CertificateDetails } from '../icp/types';
import { signerErrorCodes, type SignerError } from './errors';
import { isNetworkPath } from './libraryPath';

const base64 = z.string().max(64 * 1024 * 1024).regex(/^[A-Za-z0-9+/]*={0,2}$/);
const hexId = z.string().max(256).regex(/^[0-9a-f]*$/);

export const signerErrorSchema = z.object({
  code: z.enum(signerErrorCodes),
  message: z.string(),
  detail: z.string().optional(),
  pinWarning: z.enum(['count-low', 'final-try']).optional(),
}) satisfies z.ZodType<SignerError>;

/**
 * The signature policies the bridge knows (ICP-Brasil AD-RB). The newest are the defaults; older
 * ones exist only for certificates proven to chain to root v5 (see src-shared/icp/policies).
 */
export const signaturePolicyIds = ['CAdES-AD_RB-2.4', 'CAdES-AD_RB-2.3', 'PAdES-AD_RB-1.3', 'PAdES-AD_RB-1.2', 'PAdES-AD_RB-1.1'] as const;
export const signaturePolicyIdSchema = z.enum(signaturePolicyIds);
export type SignaturePolicyId = z.infer<typeof signaturePolicyIdSchema>;

export const hashAlgorithmSchema = z.enum(['sha256', 'sha512']);
export type HashAlgorithm = z.infer<typeof hashAlgorithmSchema>;

/**
 * A certificate on a token. Slot ids change when a token is plugged into another port, so the
 * token is named by its serial (and label, for people); the key is found again by CKA_ID.
 */
export const certificateRefSchema = z
  .object({
    /** The library the inventory found the token through; main and the signer check it against their allow-list. */
    modulePath: z
      .string()
      .min(1)
      .max(4096)
      .refine((path) => !isNetworkPath(path), 'network path'),
    tokenSerial: z.string().max(64),
    tokenLabel: z.string().max(64),
    /** CKA_ID, lower-case hex. */
    certId: hexId,
  })
  .strict();
export type CertificateRef = z.infer<typeof certificateRefSchema>;

const nameSchema = z.object({
  commonName: z.string().nullable(),
  organization: z.string().nullable(),
  organizationalUnits: z.array(z.string()),
  country: z.string().nullable(),
  text: z.string(),
});
const personSchema = z
  .object({
    birthDate: z.string().nullable(),
    cpf: z.string().nullable(),
    nis: z.string().nullable(),
    rg: z.string().nullable(),
    rgIssuer: z.string().nullable(),
  })
  .nullable();

export const certificateDetailsSchema = z.object({
  serialNumber: z.string(),
  subject: nameSchema,
  issuer: nameSchema,
  notBefore: z.string(),
  notAfter: z.string(),
  keyUsage: z.array(
    z.enum(['digitalSignature', 'nonRepudiation', 'keyEncipherment', 'dataEncipherment', 'keyAgreement', 'keyCertSign', 'cRLSign', 'encipherOnly', 'decipherOnly']),
  ),
  extendedKeyUsage: z.array(z.string()),
  publicKey: z.object({ algorithm: z.enum(['rsa', 'ec', 'ed25519', 'ed448', 'other']), bits: z.number().nullable() }),
  signatureAlgorithm: z.string(),
  subjectKeyIdentifier: z.string().nullable(),
  authorityKeyIdentifier: z.string().nullable(),
  isCa: z.boolean(),
  emails: z.array(z.string()),
  icp: z.object({
    kind: z.enum(['e-CPF', 'e-CNPJ', 'other']),
    holderName: z.string().nullable(),
    person: personSchema,
    voterTitle: z
      .object({ number: z.string(), zone: z.string().nullable(), section: z.string().nullable(), cityAndUf: z.string().nullable() })
      .nullable(),
    cei: z.string().nullable(),
    cnpj: z.string().nullable(),
    responsibleName: z.string().nullable(),
    responsible: personSchema,
    cpf: z.string().nullable(),
  }),
}) satisfies z.ZodType<CertificateDetails>;

export const tokenInfoSchema = z.object({
  label: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  serial: z.string(),
  flags: z.object({
    loginRequired: z.boolean(),
    /** A PIN pad: the PIN is typed on the reader, never in the app. */
    protectedAuthenticationPath: z.boolean(),
    pinCountLow: z.boolean(),
    pinFinalTry: z.boolean(),
    pinLocked: z.boolean(),
    pinToBeChanged: z.boolean(),
  }),
  minPinLength: z.number().int(),
  maxPinLength: z.number().int(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const certificateEntrySchema = z.object({
  ref: certificateRefSchema,
  /** CKA_LABEL of the certificate object. */
  label: z.string(),
  /** The certificate, DER in base64. */
  der: base64,
  details: certificateDetailsSchema,
  keyStatus: z.enum(['ok', 'missing', 'ambiguous']),
  /** Why this certificate cannot sign (expired, no key, weak key…), or null when it can. */
  problem: signerErrorSchema.nullable(),
});
export type CertificateEntry = z.infer<typeof certificateEntrySchema>;

export const slotReportSchema = z.object({
  /** The PKCS#11 slot handle, hex. */
  slotId: z.string(),
  description: z.string(),
  tokenPresent: z.boolean(),
  token: tokenInfoSchema.nullable(),
  certificates: z.array(certificateEntrySchema),
  problem: signerErrorSchema.nullable(),
});
export type SlotReport = z.infer<typeof slotReportSchema>;

export const moduleReportSchema = z.object({
  path: z.string(),
  /** Vendor and product from the built-in list, or null for a path the user added. */
  vendor: z.string().nullable(),
  source: z.enum(['builtin', 'user']),
  status: z.enum(['loaded', 'missing', 'failed']),
  problem: signerErrorSchema.nullable(),
  info: z
    .object({ manufacturer: z.string(), description: z.string(), libraryVersion: z.string(), cryptokiVersion: z.string() })
    .nullable(),
  slots: z.array(slotReportSchema),
});
export type ModuleReport = z.infer<typeof moduleReportSchema>;

export const inventorySchema = z.object({
  /** Every library looked for: the built-in list for this OS, then the user's paths. */
  modules: z.array(moduleReportSchema),
  /** Every certificate on every token, usable or not (see problem). */
  certificates: z.array(certificateEntrySchema),
  scannedAt: z.string(),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const inventoryArgsSchema = z.object({ refresh: z.boolean() }).strict();

export const openSessionArgsSchema = z
  .object({
    certificate: certificateRefSchema,
    /** null on a PIN pad (protected authentication path): the reader asks for it. */
    pin: z.string().min(1).max(255).nullable(),
  })
  .strict();

export const openSessionResultSchema = z.object({ sessionId: z.string(), certificate: certificateEntrySchema });
export type OpenSessionResult = z.infer<typeof openSessionResultSchema>;

/** One thing to sign: the digest of detached content, or the content itself (attached, e.g. a login token). */
export const signItemSchema = z.union([
  z.object({ id: z.string().min(1).max(200), digest: base64 }).strict(),
  z.object({ id: z.string().min(1).max(200), content: base64.max(1024 * 1024), attach: z.boolean() }).strict(),
]);
export type SignItem = z.infer<typeof signItemSchema>;

export const MAX_ITEMS_PER_RUN = 10_000;
/** How many signatures run at once (one token session each, after a single login). */
export const SIGN_PARALLELISM = 10;

export const signArgsSchema = z
  .object({
    sessionId: z.string().min(1).max(100),
    runId: z.string().min(1).max(100),
    policy: signaturePolicyIdSchema,
    hash: hashAlgorithmSchema,
    items: z.array(signItemSchema).min(1).max(MAX_ITEMS_PER_RUN),
  })
  .strict();
export type SignArgs = z.infer<typeof signArgsSchema>;

/**
 * What a run did, exactly: the run stops at its first failure (or a cancel), so every item is in
 * one of signed, failed or notSigned.
 */
export const signReportSchema = z.object({
  signed: z.array(z.object({ id: z.string(), cms: base64 })),
  failed: z.object({ id: z.string(), error: signerErrorSchema }).nullable(),
  notSigned: z.array(z.string()),
  cancelled: z.boolean(),
});
export type SignReport = z.infer<typeof signReportSchema>;

export const runIdArgsSchema = z.object({ runId: z.string().min(1).max(100) }).strict();
export const sessionIdArgsSchema = z.object({ sessionId: z.string().min(1).max(100) }).strict();

export const signProgressSchema = z.object({
  runId: z.string(),
  itemId: z.string(),
  status: z.enum(['loading', 'signed', 'error']),
  error: signerErrorSchema.optional(),
});
export type SignProgress = z.infer<typeof signProgressSchema>;

// ---- Between the main process (or a Node parent) and the signer process ----

export type SignerOutcome<T> = { ok: true; value: T } | { ok: false; error: SignerError };

/** Operations of the signer process. The PIN is bytes here, wiped by the signer after C_Login. */
export type SignerOperations = {
  /** extraPaths are the user's libraries, after the built-in list; only: scan extraPaths alone (the token CLI's --module). */
  inventory: { args: { refresh: boolean; extraPaths: string[]; only?: boolean }; result: Inventory };
  /**
   * userLibraries: the user's configured paths, from main's settings (the CLI: its --module). The
   * certificate's module must be one of them or of the built-in list, or nothing is loaded.
   */
  openSession: { args: { certificate: CertificateRef; pin: Uint8Array | null; userLibraries: string[] }; result: OpenSessionResult };
  sign: { args: SignArgs; result: SignReport };
  cancel: { args: { runId: string }; result: null };
  closeSession: { args: { sessionId: string }; result: null };
  ping: { args: null; result: { pid: number } };
};
export type SignerOperation = keyof SignerOperations;

export type SignerRequestMessage = {
  [Op in SignerOperation]: { kind: 'request'; id: number; op: Op; args: SignerOperations[Op]['args'] };
}[SignerOperation];

export type SignerResponseMessage = { kind: 'response'; id: number; outcome: SignerOutcome<unknown> };
/** Progress events of one tick, sent together: one message per item would cost more than the signing. */
export type SignerEventMessage = { kind: 'progress'; progress: SignProgress[] };
export type SignerProcessMessage = SignerResponseMessage | SignerEventMessage | { kind: 'ready'; pid: number };

// Test support: certificates built field by field with our DER writer, for the encodings OpenSSL
// will not produce on request (odd string types, EC keys, missing extensions, broken fields).
// The signature is not a real one: nothing here is verified, only parsed.
import {
  DerElement,
  Tag,
  boolean,
  contextExplicit,
  encode,
  integer,
  nul,
  octetString,
  oid,
  printable,
  sequence,
  set,
  utcOrGeneralizedTime,
  utf8,
} from './der';
import { AlgorithmOid, ExtensionOid } from './oids';

export type FakeNameEntry = [oid: string, value: string] | [oid: string, value: string, 'printable' | 'utf8'];

export type FakeCertificateOptions = {
  serial?: Uint8Array;
  /** Omit the [0] version field (a v1 certificate). */
  v1?: boolean;
  issuer?: FakeNameEntry[];
  subject?: FakeNameEntry[];
  notBefore?: Date;
  notAfter?: Date;
  /** DER of SubjectPublicKeyInfo; an RSA key of `rsaBits` when absent. */
  spki?: DerElement;
  rsaBits?: number;
  extensions?: { oid: string; critical?: boolean; value: DerElement }[];
};

export const ICP_ROOT_V12 = 'Autoridade Certificadora Raiz Brasileira v12';

function name(entries: FakeNameEntry[]): DerElement {
  return sequence(
    ...entries.map(([type, value, kind]) => set(sequence(oid(type), kind === 'printable' ? printable(value) : utf8(value)))),
  );
}

/** An RSA SubjectPublicKeyInfo whose modulus has exactly `bits` significant bits. */
export function rsaSpki(bits: number): DerElement {
  const bytes = Math.ceil(bits / 8);
  const modulus = new Uint8Array(bytes + 1); // leading 0x00 keeps the INTEGER positive
  modulus.fill(0xab, 1);
  modulus[1] = 0xff >> (bytes * 8 - bits);
  const rsaPublicKey = encode(sequence(new DerElement(Tag.integer, modulus), integer(65537)));
  return sequence(sequence(oid(AlgorithmOid.rsaEncryption), nul()), bitString(rsaPublicKey));
}

export function ecSpki(curveOid: string | null, pointLength: number): DerElement {
  const point = new Uint8Array(pointLength);
  point[0] = 4;
  const algorithm = curveOid === null ? sequence(oid(AlgorithmOid.ecPublicKey)) : sequence(oid(AlgorithmOid.ecPublicKey), oid(curveOid));
  return sequence(algorithm, bitString(point));
}

export function bitString(bytes: Uint8Array, unusedBits = 0): DerElement {
  const content = new Uint8Array(bytes.length + 1);
  content[0] = unusedBits;
  content.set(bytes, 1);
  return new DerElement(Tag.bitString, content);
}

export function fakeCertificate(options: FakeCertificateOptions = {}): Uint8Array {
  const extensions = options.extensions ?? [];
  const tbsFields: DerElement[] = [
    ...(options.v1 ? [] : [contextExplicit(0, integer(2))]),
    new DerElement(Tag.integer, options.serial ?? Uint8Array.of(0x01, 0x23)),
    sequence(oid(AlgorithmOid.sha256WithRsa), nul()),
    name(options.issuer ?? [['2.5.4.6', 'BR', 'printable'], ['2.5.4.3', ICP_ROOT_V12]]),
    sequence(
      utcOrGeneralizedTime(options.notBefore ?? new Date('2025-01-01T00:00:00Z')),
      utcOrGeneralizedTime(options.notAfter ?? new Date('2028-01-01T00:00:00Z')),
    ),
    name(options.subject ?? [['2.5.4.6', 'BR', 'printable'], ['2.5.4.3', 'FULANO DE TAL:11144477735']]),
    options.spki ?? rsaSpki(options.rsaBits ?? 2048),
  ];
  if (extensions.length > 0) {
    tbsFields.push(
      contextExplicit(
        3,
        sequence(
          ...extensions.map((extension) =>
            extension.critical
              ? sequence(oid(extension.oid), boolean(true), octetString(encode(extension.value)))
              : sequence(oid(extension.oid), octetString(encode(extension.value))),
          ),
        ),
      ),
    );
  }
  return encode(sequence(sequence(...tbsFields), sequence(oid(AlgorithmOid.sha256WithRsa), nul()), bitString(new Uint8Array(256).fill(7))));
}

/** subjectAltName with ICP-Brasil otherNames (value elements are put inside [0] EXPLICIT). */
export function subjectAltName(entries: { otherName?: [string, DerElement]; email?: string }[]): {
  oid: string;
  value: DerElement;
} {
  return {
    oid: ExtensionOid.subjectAltName,
    value: sequence(
      ...entries.map((entry) => {
        if (entry.email !== undefined) return new DerElement(0x81, new TextEncoder().encode(entry.email));
        const [type, value] = entry.otherName!;
        return new DerElement(0xa0, [oid(type), contextExplicit(0, value)]);
      }),
    ),
  };
}

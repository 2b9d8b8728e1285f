// ICP-Brasil fields of a certificate (DOC-ICP-04): fixed-width texts in subjectAltName otherNames.
// OpenSSL and Node print them as "<unsupported>", so they are read here from the DER.
import { Tag, bytesToText, isContext, isStringNode, isUniversal, readOctetString, readString, type DerNode } from './der';
import { IcpOid } from './oids';
import type { IcpBrasilFields, PersonData, VoterTitle } from './types';

/** An otherName of a GeneralName: its type-id and the [0] EXPLICIT element holding the value. */
export type OtherName = { typeId: string; value: DerNode };

/**
 * The text inside an otherName value. The standard says [0] EXPLICIT with an OCTET STRING or a
 * PrintableString; UTF8String and IA5String are accepted too, and so is an implicitly tagged [0]
 * (the bytes straight in the tag), which some issuers have produced.
 */
export function otherNameText(value: DerNode): string {
  if (isContext(value, 0) && !value.constructed) return bytesToText(value.content);
  const inner = isContext(value, 0) && value.children.length === 1 ? value.children[0]! : value;
  if (isUniversal(inner, Tag.octetString)) return bytesToText(readOctetString(inner));
  if (isStringNode(inner)) return readString(inner);
  throw new Error(`Campo ICP-Brasil com codificação inesperada (${inner.tagClass} ${inner.tagNumber})`);
}

/** A fixed-width field: trailing spaces trimmed; blank or all zeros means "not informed" (null). */
function field(text: string, start: number, length?: number): string | null {
  const slice = (length === undefined ? text.slice(start) : text.slice(start, start + length)).trim();
  return slice === '' || /^0+$/.test(slice) ? null : slice;
}

/** ddmmaaaa → yyyy-mm-dd, or null when zero-filled or not a real date. */
export function birthDateIso(ddmmaaaa: string | null): string | null {
  if (!ddmmaaaa || !/^\d{8}$/.test(ddmmaaaa)) return null;
  const day = Number(ddmmaaaa.slice(0, 2));
  const month = Number(ddmmaaaa.slice(2, 4));
  const year = Number(ddmmaaaa.slice(4, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${ddmmaaaa.slice(4, 8)}-${ddmmaaaa.slice(2, 4)}-${ddmmaaaa.slice(0, 2)}`;
}

/**
 * 2.16.76.1.3.1 / 2.16.76.1.3.4: birth date (8), CPF (11), NIS (11), RG (15), RG issuer and UF (up
 * to 10). The RG is zero-padded on the left to 15 positions; the padding is not part of it.
 */
export function parsePersonData(text: string): PersonData {
  const rg = field(text, 30, 15);
  return {
    birthDate: birthDateIso(field(text, 0, 8)),
    cpf: field(text, 8, 11),
    nis: field(text, 19, 11),
    rg: rg === null ? null : rg.replace(/^0+/, ''),
    rgIssuer: field(text, 45, 10),
  };
}

/** 2.16.76.1.3.5: voter title (12), zone (3), section (4), city and UF (22); null without a number. */
export function parseVoterTitle(text: string): VoterTitle | null {
  const number = field(text, 0, 12);
  if (number === null) return null;
  return { number, zone: field(text, 12, 3), section: field(text, 15, 4), cityAndUf: field(text, 19, 22) };
}

/** "NAME:12345678901" → the name and the digits after the colon (the CN convention of ICP-Brasil). */
function splitCommonName(commonName: string | null): { name: string | null; digits: string | null } {
  if (commonName === null) return { name: null, digits: null };
  const colon = commonName.lastIndexOf(':');
  if (colon < 0) return { name: commonName.trim() || null, digits: null };
  const digits = commonName.slice(colon + 1).trim();
  return { name: commonName.slice(0, colon).trim() || null, digits: /^\d+$/.test(digits) ? digits : null };
}

export function icpFieldsFromOtherNames(otherNames: readonly OtherName[], subjectCommonName: string | null): IcpBrasilFields {
  const texts = new Map<string, string>();
  for (const name of otherNames) {
    // The first occurrence wins; a certificate has each field at most once.
    if (name.typeId.startsWith('2.16.76.1.3.') && !texts.has(name.typeId)) texts.set(name.typeId, otherNameText(name.value));
  }
  const text = (oid: string) => texts.get(oid) ?? null;
  const personText = text(IcpOid.personData);
  const responsibleText = text(IcpOid.responsibleData);
  const voterText = text(IcpOid.voterTitle);
  const cnpjText = text(IcpOid.cnpj);
  const responsibleNameText = text(IcpOid.responsibleName);
  const ceiText = text(IcpOid.ceiPerson) ?? text(IcpOid.ceiCompany);

  const kind: IcpBrasilFields['kind'] = cnpjText !== null ? 'e-CNPJ' : personText !== null ? 'e-CPF' : 'other';
  const person = personText === null ? null : parsePersonData(personText);
  const responsible = responsibleText === null ? null : parsePersonData(responsibleText);
  const commonName = splitCommonName(subjectCommonName);
  const cnDigits = commonName.digits;
  const documentCpf = kind === 'e-CNPJ' ? (responsible?.cpf ?? person?.cpf) : (person?.cpf ?? responsible?.cpf);

  return {
    kind,
    holderName: commonName.name,
    person,
    voterTitle: voterText === null ? null : parseVoterTitle(voterText),
    cei: ceiText === null ? null : field(ceiText, 0, 12),
    cnpj: cnpjText !== null ? field(cnpjText, 0, 14) : cnDigits?.length === 14 ? cnDigits : null,
    responsibleName: responsibleNameText === null ? null : field(responsibleNameText, 0),
    responsible,
    // Without the otherName, the CN's digits are the CPF of an e-CPF ("NAME:CPF").
    cpf: documentCpf ?? (cnDigits?.length === 11 ? cnDigits : null),
  };
}

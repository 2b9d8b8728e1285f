// The ICP-Brasil fields of DOC-ICP-04, from otherNames encoded the ways issuers have encoded them.
import { describe, expect, it } from 'vitest';
import { DerElement, Tag, encode, ia5, octetString, printable, readDer, utf8 } from './der';
import { parseCertificate } from './certificate';
import { fakeCertificate, subjectAltName } from './fakeCertificate';
import { birthDateIso, icpFieldsFromOtherNames, otherNameText, parsePersonData, parseVoterTitle } from './icpFields';
import { IcpOid } from './oids';

const ascii = (text: string) => new TextEncoder().encode(text);
const person = (birth: string, cpf: string, nis: string, rg: string, issuer: string) => birth + cpf + nis + rg + issuer;
const MARIANA = person('14031982', '28416357919', '12074589631', '00000MG12345678', 'SSPMG');

function certificateWith(cn: string, ...otherNames: [string, DerElement][]) {
  return parseCertificate(
    fakeCertificate({
      subject: [['2.5.4.3', cn]],
      extensions: [subjectAltName(otherNames.map((otherName) => ({ otherName })))],
    }),
  );
}

describe('otherNameText', () => {
  const explicit = (inner: DerElement) => readDer(encode(new DerElement(0xa0, [inner])));

  it('reads OCTET STRING, PrintableString, UTF8String and IA5String inside [0] EXPLICIT', () => {
    expect(otherNameText(explicit(octetString(ascii('ABC  '))))).toBe('ABC  ');
    expect(otherNameText(explicit(printable('123')))).toBe('123');
    expect(otherNameText(explicit(utf8('JOÃO')))).toBe('JOÃO');
    expect(otherNameText(explicit(ia5('x')))).toBe('x');
  });

  it('reads Latin-1 bytes in an OCTET STRING, and a value tagged implicitly', () => {
    expect(otherNameText(explicit(octetString(Uint8Array.of(0x4a, 0x4f, 0xc3, 0x4f))))).toBe('JOÃO');
    expect(otherNameText(readDer(encode(new DerElement(0x80, ascii('18374652000151')))))).toBe('18374652000151');
  });

  it('refuses a value of another type', () => {
    expect(() => otherNameText(explicit(new DerElement(Tag.integer, Uint8Array.of(1))))).toThrow(/codificação inesperada/);
  });
});

describe('fixed-width fields', () => {
  it('splits the person data of 2.16.76.1.3.1 and 2.16.76.1.3.4', () => {
    expect(parsePersonData(MARIANA)).toEqual({
      birthDate: '1982-03-14',
      cpf: '28416357919',
      nis: '12074589631',
      rg: 'MG12345678',
      rgIssuer: 'SSPMG',
    });
  });

  it('gives null for zero-filled or blank numbers and trims trailing spaces', () => {
    expect(parsePersonData(person('00000000', '11144477735', '00000000000', '000000000000000', 'SSP SP    '))).toEqual({
      birthDate: null,
      cpf: '11144477735',
      nis: null,
      rg: null,
      rgIssuer: 'SSP SP',
    });
    expect(parsePersonData(person('01011980', '11144477735', '           ', '               ', '          '))).toMatchObject({ nis: null, rg: null, rgIssuer: null });
  });

  it('copes with a value shorter than the layout (issuer omitted)', () => {
    expect(parsePersonData(person('30011975', '51937468291', '00000000000', '000000000000000', ''))).toEqual({
      birthDate: '1975-01-30',
      cpf: '51937468291',
      nis: null,
      rg: null,
      rgIssuer: null,
    });
    expect(parsePersonData('')).toEqual({ birthDate: null, cpf: null, nis: null, rg: null, rgIssuer: null });
  });

  it('turns ddmmaaaa into an ISO date only when it is a real date', () => {
    expect(birthDateIso('29022000')).toBe('2000-02-29');
    expect(birthDateIso('29021999')).toBeNull();
    expect(birthDateIso('31131980')).toBeNull();
    expect(birthDateIso('00000000')).toBeNull();
    expect(birthDateIso('1980')).toBeNull();
    expect(birthDateIso(null)).toBeNull();
  });

  it('splits the voter title of 2.16.76.1.3.5, null without a number', () => {
    expect(parseVoterTitle('0123456789120450123VALE VERDE MG'.padEnd(41, ' '))).toEqual({
      number: '012345678912',
      zone: '045',
      section: '0123',
      cityAndUf: 'VALE VERDE MG',
    });
    expect(parseVoterTitle('012345678912000000000')).toEqual({ number: '012345678912', zone: null, section: null, cityAndUf: null });
    expect(parseVoterTitle('0'.repeat(19) + ' '.repeat(22))).toBeNull();
  });
});

describe('icpFieldsFromOtherNames, through parseCertificate', () => {
  it('reads an e-CPF', () => {
    const details = certificateWith(
      'MARIANA COSTA RIBEIRO:28416357919',
      [IcpOid.personData, octetString(ascii(MARIANA))],
      [IcpOid.voterTitle, printable('0123456789120450123VALE VERDE MG')],
      [IcpOid.ceiPerson, octetString(ascii('123456789012'))],
    );
    expect(details.icp).toEqual({
      kind: 'e-CPF',
      holderName: 'MARIANA COSTA RIBEIRO',
      person: { birthDate: '1982-03-14', cpf: '28416357919', nis: '12074589631', rg: 'MG12345678', rgIssuer: 'SSPMG' },
      voterTitle: { number: '012345678912', zone: '045', section: '0123', cityAndUf: 'VALE VERDE MG' },
      cei: '123456789012',
      cnpj: null,
      responsibleName: null,
      responsible: null,
      cpf: '28416357919',
    });
  });

  it('reads an e-CNPJ: the CPF is the responsible person’s', () => {
    const details = certificateWith(
      'PREFEITURA MUNICIPAL DE VALE VERDE:18374652000151',
      [IcpOid.responsibleData, octetString(ascii(MARIANA))],
      [IcpOid.responsibleName, utf8('MARIANA COSTA RIBEIRO  ')],
      [IcpOid.cnpj, printable('18374652000151')],
      [IcpOid.ceiCompany, octetString(ascii('000000000000'))],
    );
    expect(details.icp).toMatchObject({
      kind: 'e-CNPJ',
      holderName: 'PREFEITURA MUNICIPAL DE VALE VERDE',
      person: null,
      cnpj: '18374652000151',
      responsibleName: 'MARIANA COSTA RIBEIRO',
      responsible: { cpf: '28416357919', birthDate: '1982-03-14' },
      cei: null,
      cpf: '28416357919',
    });
  });

  it('falls back to the digits after ":" in the CN when the otherName is absent', () => {
    expect(certificateWith('FULANO:11144477735').icp).toMatchObject({ kind: 'other', holderName: 'FULANO', cpf: '11144477735', cnpj: null });
    expect(certificateWith('EMPRESA LTDA:18374652000151').icp).toMatchObject({ holderName: 'EMPRESA LTDA', cpf: null, cnpj: '18374652000151' });
    expect(certificateWith('SERVIDOR WEB').icp).toMatchObject({ kind: 'other', holderName: 'SERVIDOR WEB', cpf: null, cnpj: null });
  });

  it('prefers the otherName CPF to the CN, and a zero-filled CPF falls back to the CN', () => {
    const zeroCpf = person('01011980', '00000000000', '00000000000', '000000000000000', '');
    expect(certificateWith('FULANO:11144477735', [IcpOid.personData, octetString(ascii(zeroCpf))]).icp).toMatchObject({
      kind: 'e-CPF',
      person: { cpf: null },
      cpf: '11144477735',
    });
  });

  it('ignores otherNames that are not ICP-Brasil fields', () => {
    const details = certificateWith('X', ['1.3.6.1.4.1.311.20.2.3', utf8('upn@exemplo')]);
    expect(details.icp.kind).toBe('other');
  });

  it('uses the first occurrence of a repeated field', () => {
    const fields = icpFieldsFromOtherNames(
      [
        { typeId: IcpOid.cnpj, value: readDer(encode(new DerElement(0xa0, [printable('18374652000151')]))) },
        { typeId: IcpOid.cnpj, value: readDer(encode(new DerElement(0xa0, [printable('11222333000181')]))) },
      ],
      null,
    );
    expect(fields).toMatchObject({ kind: 'e-CNPJ', cnpj: '18374652000151', holderName: null, cpf: null });
  });
});

import { describe, expect, it } from 'vitest';
import { signerError } from '../../src-shared/signer/errors';
import { certificateKey, findCertificate, pickerOrder, summarizeCertificate, tokenOf } from './certificateView';
import { aCertificate, anInventory, aToken } from './testCertificates';

describe('what the certificate picker shows', () => {
  it('names the holder, masks the CPF and gives issuer, validity and token', () => {
    expect(summarizeCertificate(aCertificate())).toMatchObject({
      name: 'MARIANA COSTA RIBEIRO',
      document: 'CPF 284.***.***-19',
      issuer: 'AC GDoc Testes v1',
      validUntil: 'Válido até 10/01/2028',
      token: 'GDOC TESTE',
      usable: true,
      problem: null,
    });
  });

  it('shows the masked CNPJ of an e-CNPJ', () => {
    const ecnpj = aCertificate({ kind: 'e-CNPJ', holderName: 'PREFEITURA MUNICIPAL DE VALE VERDE', cnpj: '18374652000151' });
    expect(summarizeCertificate(ecnpj).document).toBe('CNPJ 18.***.***/0001-51');
  });

  it('leaves the document out when the certificate has none', () => {
    expect(summarizeCertificate(aCertificate({ cpf: null })).document).toBeNull();
  });

  it('marks a certificate with a problem unusable and says why', () => {
    const expired = aCertificate({ problem: signerError('certificate-expired', { message: 'Certificado vencido em 01/01/2023.' }) });
    expect(summarizeCertificate(expired)).toMatchObject({ usable: false, problem: 'Certificado vencido em 01/01/2023.' });
  });

  it('lists usable certificates first, keeping the signer’s order within each group', () => {
    const bad = aCertificate({ certId: '05', problem: signerError('key-not-found') });
    const first = aCertificate({ certId: '01' });
    const second = aCertificate({ certId: '02' });
    expect(pickerOrder([bad, first, second]).map((entry) => entry.ref.certId)).toEqual(['01', '02', '05']);
  });

  it('finds a certificate again by its key, and its token by module and serial', () => {
    const entry = aCertificate({ certId: '03' });
    const token = aToken({ pinCountLow: true });
    const inventory = anInventory([aCertificate(), entry], token);
    expect(findCertificate(inventory, certificateKey(entry.ref))).toBe(entry);
    expect(findCertificate(inventory, 'outra')).toBeUndefined();
    expect(tokenOf(inventory, entry.ref)).toEqual(token);
    expect(tokenOf(inventory, { ...entry.ref, tokenSerial: 'outro' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { signerError } from '../../../src-shared/signer/errors';
import { aCertificate, aToken } from '../../signer/testCertificates';
import type { ModuleReport } from '../../../src-shared/signer/protocol';
import { certificateFacts, formatDocument, partitionModules, tokenFlagWords } from './diagnosticsView';

const valueOf = (facts: ReturnType<typeof certificateFacts>, label: string) => facts.find((fact) => fact.label === label)?.value;

describe('the diagnostics screen’s words', () => {
  it('says a token’s flags in words', () => {
    expect(tokenFlagWords(aToken().flags)).toEqual(['Exige PIN']);
    expect(tokenFlagWords(aToken({ loginRequired: false }).flags)).toEqual(['Pronto']);
    expect(tokenFlagWords(aToken({ protectedAuthenticationPath: true, pinFinalTry: true, pinLocked: true }).flags)).toEqual([
      'Exige PIN', 'PIN digitado no leitor (PIN pad)', 'Última tentativa de PIN', 'PIN bloqueado',
    ]);
  });

  it('writes CPF and CNPJ in full, formatted', () => {
    expect(formatDocument('28416357919')).toBe('284.163.579-19');
    expect(formatDocument('18374652000151')).toBe('18.374.652/0001-51');
    expect(formatDocument(null)).toBeNull();
  });

  it('lists the ICP-Brasil fields of an e-CPF', () => {
    const facts = certificateFacts(aCertificate());
    expect(valueOf(facts, 'Titular')).toBe('MARIANA COSTA RIBEIRO');
    expect(valueOf(facts, 'Tipo')).toBe('e-CPF (pessoa física)');
    expect(valueOf(facts, 'CPF')).toBe('284.163.579-19');
    expect(valueOf(facts, 'Data de nascimento')).toBe('14/03/1982');
    expect(valueOf(facts, 'NIS (PIS/PASEP)')).toBe('12074589631');
    expect(valueOf(facts, 'RG')).toBe('MG12345678 (SSPMG)');
    expect(valueOf(facts, 'CNPJ')).toBeNull();
    expect(valueOf(facts, 'Responsável')).toBeNull();
    expect(valueOf(facts, 'Uso da chave')).toBe('Assinatura digital, Não repúdio, Cifragem de chave');
    expect(valueOf(facts, 'Chave')).toBe('RSA de 2048 bits');
    expect(valueOf(facts, 'Emissor')).toBe('AC GDoc Testes v1');
    expect(valueOf(facts, 'Situação')).toBe('Pronto para uso');
  });

  it('lists the company and its responsible person on an e-CNPJ', () => {
    const facts = certificateFacts(aCertificate({ kind: 'e-CNPJ', holderName: 'PREFEITURA MUNICIPAL DE VALE VERDE', cnpj: '18374652000151' }));
    expect(valueOf(facts, 'CNPJ')).toBe('18.374.652/0001-51');
    expect(valueOf(facts, 'Responsável')).toBe('MARIANA COSTA RIBEIRO');
    expect(valueOf(facts, 'Data de nascimento')).toBe('14/03/1982');
  });

  it('says why a certificate cannot be used', () => {
    const facts = certificateFacts(aCertificate({ problem: signerError('key-not-found') }));
    expect(valueOf(facts, 'Situação')).toBe('A chave privada deste certificado não foi encontrada no token.');
  });
});

describe('which token libraries get a card', () => {
  const module = (path: string, status: ModuleReport['status'], source: ModuleReport['source'] = 'builtin'): ModuleReport => ({
    path, vendor: null, source, status, problem: null, info: null, slots: [],
  });

  it('shows loaded ones first, then failed ones and the user’s own, and only lists built-in ones not installed', () => {
    const { shown, notInstalled } = partitionModules([
      module('/a.so', 'missing'),
      module('/b.so', 'failed'),
      module('/c.so', 'missing', 'user'),
      module('/d.so', 'loaded'),
      module('/e.so', 'missing'),
    ]);
    expect(shown.map((entry) => entry.path)).toEqual(['/d.so', '/b.so', '/c.so']);
    expect(notInstalled.map((entry) => entry.path)).toEqual(['/a.so', '/e.so']);
  });
});

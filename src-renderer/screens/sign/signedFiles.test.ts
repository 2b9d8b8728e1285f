import { describe, expect, it } from 'vitest';
import { signedFiles } from './signedFiles';

const signer = (attachment_id: number | null, attachment_name: string | null, name = 'Ana') =>
  ({ name, cpf_cnpj: '***.925.846-**', type: 'GDOC', signed_at: '2026-01-10T12:00:00.000Z', attachment_id, attachment_name }) as const;

describe('signedFiles', () => {
  it('groups signatures by file, named: the document first, then each attachment in the order attached', () => {
    const files = signedFiles([signer(9, 'laudo.pdf'), signer(7, 'planta.pdf'), signer(null, null), signer(7, 'planta.pdf', 'Bruno'), signer(null, null, 'Bruno')]);
    expect(files.map((file) => [file.label, file.signers.map((entry) => entry.name)])).toEqual([
      ['Documento', ['Ana', 'Bruno']],
      ['Anexo: planta.pdf', ['Ana', 'Bruno']],
      ['Anexo: laudo.pdf', ['Ana']],
    ]);
  });
});

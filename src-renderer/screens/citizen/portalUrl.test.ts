import { describe, expect, it } from 'vitest';
import { citizenPortalUrl } from './portalUrl';

describe('citizen portal addresses', () => {
  it('puts citizen routes under /app/ on the organisation’s server, with the query encoded', () => {
    expect(citizenPortalUrl('https://gdoc.prefeitura.gov.br', '/citizen/v2/signup/type', { form: '{"name":"Ana & Bia"}' })).toBe(
      'https://gdoc.prefeitura.gov.br/app/citizen/v2/signup/type?form=%7B%22name%22%3A%22Ana+%26+Bia%22%7D',
    );
    expect(citizenPortalUrl('http://127.0.0.1:3100/gdoc/', '/citizen')).toBe('http://127.0.0.1:3100/gdoc/app/citizen');
  });

  it('gives nothing for an address that is not http(s)', () => {
    expect(citizenPortalUrl('', '/citizen')).toBeNull();
    expect(citizenPortalUrl('javascript:alert(1)', '/citizen')).toBeNull();
  });
});

// The gov.br client's requests as the manual describes them, and its answers to what gov.br may
// do: refuse (401, 403 with the manual's sentences), fail, not answer. Nothing it reports carries a
// credential.
import { describe, expect, it } from 'vitest';
import { createGovBrClient, refusalOf } from './client';

type Call = { url: string; init: RequestInit };

function clientWith(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const client = createGovBrClient({
    casUrl: 'https://cas.example/',
    apiUrl: 'https://api.example',
    clientId: 'cid',
    clientSecret: 'top-secret',
    redirectUri: () => 'https://gdoc.example/api/signature/govbr/callback',
    timeoutMs: 50,
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return answer(call);
    }) as typeof fetch,
  });
  return { client, calls };
}

describe('gov.br client', () => {
  it('builds the authorize URL and exchanges the code with a form POST', async () => {
    const { client, calls } = clientWith(() => Response.json({ access_token: 'AT-9', token_type: 'bearer', expires_in: 360 }));
    const url = new URL(client.authorizeUrl('st', 'sign'));
    expect(`${url.origin}${url.pathname}`).toBe('https://cas.example/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'cid', scope: 'sign', state: 'st', redirect_uri: 'https://gdoc.example/api/signature/govbr/callback' });
    expect(await client.exchangeCode('c0de')).toEqual({ ok: true, value: { accessToken: 'AT-9', expiresInSeconds: 360 } });
    expect(calls[0]!.url).toBe('https://cas.example/oauth2.0/token');
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({
      code: 'c0de', client_id: 'cid', grant_type: 'authorization_code', client_secret: 'top-secret', redirect_uri: 'https://gdoc.example/api/signature/govbr/callback',
    });
  });

  it('signs a SHA-256 with the bearer token and reads the binary PKCS#7', async () => {
    const { client, calls } = clientWith(() => new Response(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01])));
    const result = await client.signPkcs7('AT-9', Buffer.alloc(32, 7));
    expect(result).toEqual({ ok: true, value: Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]) });
    expect(calls[0]!.url).toBe('https://api.example/externo/v2/assinarPKCS7');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer AT-9', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ hashBase64: Buffer.alloc(32, 7).toString('base64') });
    await expect(client.signPkcs7('AT-9', Buffer.alloc(20))).rejects.toThrow();
  });

  it('tells a refused account, a refused token and an absent service apart, without credentials in the detail', async () => {
    const bronze = clientWith(() => new Response('Cidadão não possui a identidade (Prata ou Ouro) necessária para uso da assinatura eletrônica digital.', { status: 403 }));
    expect(await bronze.client.publicCertificate('AT-9')).toEqual({ ok: false, error: { kind: 'refused', status: 403, refusal: 'identity-level' } });
    const used = clientWith(() => new Response('error=invalid_request', { status: 400 }));
    expect(await used.client.exchangeCode('c')).toEqual({ ok: false, error: { kind: 'unauthorized', status: 400 } });
    const down = clientWith(() => new Response('', { status: 502 }));
    expect(await down.client.signPkcs7('AT-9', Buffer.alloc(32))).toEqual({ ok: false, error: { kind: 'unavailable', detail: 'assinarPKCS7: HTTP 502' } });
    const silent = clientWith((call) => new Promise((_, reject) => call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason))));
    const timedOut = await silent.client.exchangeCode('c');
    expect(timedOut).toEqual({ ok: false, error: { kind: 'unavailable', detail: 'token: timeout after 50 ms' } });
    const garbage = clientWith(() => new Response('not json'));
    const result = await garbage.client.exchangeCode('c');
    expect(JSON.stringify(result)).not.toMatch(/top-secret|AT-9/);
  });

  it('reads the manual’s 403 sentences', () => {
    expect(refusalOf('CPF com situação cancelada, nula ou falecido na Receita Federal não permite uso da assinatura eletrônica digital.')).toBe('cpf-situation');
    expect(refusalOf('Cidadão não possui a identidade (Prata ou Ouro) necessária')).toBe('identity-level');
    expect(refusalOf('')).toBe('other');
  });
});

// The one place that decides what the audit trail may not keep: passwords, PINs, tokens, codes,
// secrets and hashes are replaced by a marker at any depth, so a change to such a field is still
// seen (who changed their password, when) without its value.
export const REDACTED = '[removido]';

/** Word parts that make a field secret: `new_password`, `pinCode`, `access_token`, `token_hash`… */
const SECRET_WORDS = new Set(['password', 'passwd', 'pin', 'token', 'code', 'secret', 'hash', 'otp', 'captcha', 'recaptcha', 'authorization', 'cookie', 'key']);
/** Fields whose name holds a secret word but whose value is public (an address's CEP, an IBGE city). */
const PUBLIC_FIELDS = new Set(['zip_code', 'zipcode', 'postal_code', 'ibge_code', 'city_code', 'state_code', 'country_code']);

/** `newPassword`, `new_password`, `New-Password` → ['new', 'password']. */
const wordsOf = (key: string): string[] =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

export function isSecretField(key: string): boolean {
  const words = wordsOf(key);
  if (PUBLIC_FIELDS.has(words.join('_'))) return false;
  return words.some((word) => SECRET_WORDS.has(word) || word.endsWith('password') || word.endsWith('hash'));
}

/** A copy of `value` with every secret field's value replaced, at any depth (arrays included). */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretField(key) ? REDACTED : redactSecrets(field);
  }
  return out;
}

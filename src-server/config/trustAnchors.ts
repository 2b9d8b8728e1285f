// Reads --trust-anchors at start-up, so a wrong file stops the server with a clear message instead
// of every certificate login failing later.
import { readFileSync } from 'node:fs';
import { messages } from '../../src-shared/messages';
import { trustListFromPem, TrustListError, type TrustList } from '../signatures/trustList';
import { CliError } from './cli';

export function readTrustAnchors(file: string): TrustList {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch {
    throw new CliError(messages.server.trustAnchorsUnreadable(file));
  }
  let trust: TrustList;
  try {
    trust = trustListFromPem(pem);
  } catch (error) {
    if (error instanceof TrustListError) throw new CliError(messages.server.trustAnchorsUnreadable(file));
    throw error;
  }
  if (trust.roots.length === 0) throw new CliError(messages.server.trustAnchorsEmpty(file));
  return trust;
}

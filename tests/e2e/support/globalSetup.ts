// Before any spec: what every reference server of the run starts from, made once: the server's
// bundle and its seeded database.
import { createSeededTemplate } from './seededTemplate';
import { bundleServer } from './serverBundle';

export default async function globalSetup(): Promise<() => void> {
  await bundleServer();
  return createSeededTemplate();
}

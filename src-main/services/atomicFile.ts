// Files are replaced, never rewritten in place: a crash or power cut mid-write leaves either the
// old file or the new one, never half of each. The data is flushed before the rename so the
// rename cannot reach the disk ahead of the content.
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

export function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o644): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temp, 'wx', mode);
    try {
      writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export function removeFile(file: string): void {
  rmSync(file, { force: true });
}

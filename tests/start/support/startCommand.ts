// `npm start` run as a person runs it in a terminal: its own process group (what Ctrl+C reaches),
// output read as it comes.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readlinkSync, readFileSync } from 'node:fs';
import { messages } from '../../../src-shared/messages';

const m = messages.start;

export type RunningStart = {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the staff and citizen addresses once the block that names them is out. */
  addresses: Promise<{ staff: string; citizen: string; api: string }>;
  /** Ctrl+C: SIGINT to the whole process group; resolves with the exit code. */
  interrupt(): Promise<number | null>;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addressAfter = (label: string, text: string) => new RegExp(`^\\s+${escape(label)}\\s+(http://\\S+)$`, 'm').exec(text)?.[1];

export function runStart(dir: string, env: NodeJS.ProcessEnv): RunningStart {
  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const addresses = new Promise<{ staff: string; citizen: string; api: string }>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const staff = addressAfter(m.staffArea, text);
      const citizen = addressAfter(m.citizenPortal, text);
      const api = addressAfter(m.api, text);
      if (staff && citizen && api && text.includes(m.howToStop)) resolve({ staff, citizen, api });
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    void exited.then((code) => reject(new Error(`npm start terminou (código ${code}) antes de mostrar os endereços:\n${text}`)));
  });
  // A run expected to fail never asks for the addresses: its rejection is not an unhandled one.
  addresses.catch(() => undefined);
  return {
    child,
    output: () => text,
    addresses,
    interrupt: async () => {
      process.kill(-child.pid!, 'SIGINT');
      return exited;
    },
  };
}

/** Whether any process of the group is still there. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes (other than this one) whose working folder or command line is inside `dir`. */
export function processesIn(dir: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (cwd.startsWith(dir) || command.includes(dir)) found.push(`${pid} ${command}`);
    } catch {
      // It ended while we looked, or is not ours to read.
    }
  }
  return found;
}

// The one wrapper every IPC handler goes through. Whatever arrives from a renderer is untrusted:
// the sender's URL is checked, the argument is parsed as unknown with the contract's schema, and
// the handler's value is parsed with the result schema too, so a handler bug cannot leak extra
// fields (the session token) or an unexpected shape into the renderer. Nothing is thrown across
// the boundary; every outcome is an IpcResult.
import type { z } from 'zod';
import { contractEntries, type ContractEntry, type Operation } from '../../src-shared/ipc/contract';
import { fail, isIpcResult, ok, type IpcResult } from '../../src-shared/ipc/result';
import { messages } from '../../src-shared/messages';

type AnyOperation = Operation<z.ZodType, z.ZodType>;

type Returned<T> = T | IpcResult<T>;
export type IpcHandler<O extends AnyOperation> = (
  args: z.output<O['args']>,
) => Returned<z.input<O['result']>> | Promise<Returned<z.input<O['result']>>>;

export type IpcSender = { url?: string | undefined };

export type IpcRegistry = {
  handle<O extends AnyOperation>(operation: O, handler: IpcHandler<O>): void;
  invoke(sender: IpcSender, channel: string, rawArg: unknown): Promise<IpcResult<unknown>>;
  /** Channels that have a handler. */
  channels(): string[];
  /** Throws unless every contract operation has a handler: a missing one is a start-up bug, not a runtime error. */
  assertComplete(): void;
};

export type IpcRegistryOptions = {
  isTrustedSender(url: string | undefined): boolean;
  /** The contract to serve; the real one unless a test narrows it. */
  entries?: ContractEntry[];
};

type Registered = { entry: ContractEntry; handler: (args: unknown) => unknown };

// Issue paths and codes only: zod messages and values may quote what was sent (a token).
const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`).join('; ');

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : typeof error);

export function createIpcRegistry({ isTrustedSender, entries = contractEntries() }: IpcRegistryOptions): IpcRegistry {
  const byChannel = new Map(entries.map((entry) => [entry.channel, entry]));
  const handlers = new Map<string, Registered>();

  async function run(registered: Registered, channel: string, rawArg: unknown): Promise<IpcResult<unknown>> {
    const { entry, handler } = registered;
    const args = entry.args.safeParse(rawArg);
    if (!args.success) {
      console.warn(`[ipc] ${channel}: invalid argument (${describeIssues(args.error)})`);
      return fail('invalid-argument', messages.ipc.invalidArgument);
    }
    let returned: unknown;
    try {
      returned = await handler(args.data);
    } catch (error) {
      console.error(`[ipc] ${channel}: handler failed\n${describeError(error)}`);
      return fail('internal', messages.ipc.internal);
    }
    const result = isIpcResult(returned) ? returned : ok(returned);
    if (!result.ok) return result;
    const value = entry.result.safeParse(result.value);
    if (!value.success) {
      console.error(`[ipc] ${channel}: result outside the contract (${describeIssues(value.error)})`);
      return fail('internal', messages.ipc.internal);
    }
    return ok(value.data);
  }

  return {
    handle(operation, handler) {
      const entry = byChannel.get(operation.channel);
      if (!entry || entry.args !== operation.args || entry.result !== operation.result) {
        throw new Error(`IPC: "${operation.channel}" is not an operation of the contract`);
      }
      if (handlers.has(entry.channel)) throw new Error(`IPC: "${entry.channel}" already has a handler`);
      handlers.set(entry.channel, { entry, handler: handler as (args: unknown) => unknown });
    },

    async invoke(sender, channel, rawArg) {
      // The sender is checked before anything else so an untrusted frame cannot even learn
      // which channels exist.
      if (!isTrustedSender(sender.url)) {
        console.warn(`[ipc] ${String(channel)}: sender refused`);
        return fail('forbidden-sender', messages.ipc.forbiddenSender);
      }
      const registered = typeof channel === 'string' ? handlers.get(channel) : undefined;
      if (!registered) return fail('unknown-channel', messages.ipc.unknownChannel);
      return run(registered, channel, rawArg);
    },

    channels: () => [...handlers.keys()],

    assertComplete() {
      const missing = entries.filter((entry) => !handlers.has(entry.channel)).map((entry) => entry.channel);
      if (missing.length > 0) throw new Error(`IPC: no handler for ${missing.join(', ')}`);
    },
  };
}

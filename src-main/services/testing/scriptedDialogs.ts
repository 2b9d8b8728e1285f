// NativeDialogs for tests and the e2e harness: answers what the test scripted and records what was
// asked, as a user at the native dialogs would see it.
import type { NativeDialogs, ServerChange } from '../nativeDialogs';

export type ScriptedDialogs = NativeDialogs & {
  /** What the next file chooser returns (null: the user closes it). Used once, then back to null. */
  nextLibrary: string | null;
  /** The answer to every server change question until changed. */
  confirmServerChanges: boolean;
  /** The server changes the user was asked about, in order. */
  readonly serverChangesAsked: ServerChange[];
  /** How many times the file chooser opened. */
  readonly librariesAsked: number;
};

export function createScriptedDialogs({ confirmServerChanges = true }: { confirmServerChanges?: boolean } = {}): ScriptedDialogs {
  const serverChangesAsked: ServerChange[] = [];
  let librariesAsked = 0;
  const dialogs: ScriptedDialogs = {
    nextLibrary: null,
    confirmServerChanges,
    serverChangesAsked,
    get librariesAsked() {
      return librariesAsked;
    },
    async chooseTokenLibrary() {
      librariesAsked += 1;
      const chosen = dialogs.nextLibrary;
      dialogs.nextLibrary = null;
      return chosen;
    },
    async confirmServerChange(change) {
      serverChangesAsked.push(change);
      return dialogs.confirmServerChanges;
    },
  };
  return dialogs;
}

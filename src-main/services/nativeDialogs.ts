// The questions only the user can answer, asked by main in the operating system's own dialogs,
// where a page cannot answer them for the user: which file is a token library, and whether the
// app may move to another server. Electron's implementation is in src-main/platform; tests and
// the e2e harness use the scripted one in ./testing.

export type ServerChange = { from: string; to: string };

export type NativeDialogs = {
  /** A native file chooser for a PKCS#11 library; null when the user closed it without choosing. */
  chooseTokenLibrary(): Promise<string | null>;
  /** A native message box naming both addresses; true only when the user chose to change. */
  confirmServerChange(change: ServerChange): Promise<boolean>;
};

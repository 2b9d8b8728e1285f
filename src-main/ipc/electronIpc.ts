// The only place ipcMain is touched: each registered channel is routed to the registry together
// with the URL of the frame that sent it (null when the frame has gone; the registry refuses that).
import type { IpcMain } from 'electron';
import type { IpcRegistry } from './registry';

type IpcMainLike = Pick<IpcMain, 'handle'>;

export function bindToIpcMain(ipcMain: IpcMainLike, registry: IpcRegistry): void {
  for (const channel of registry.channels()) {
    ipcMain.handle(channel, (event, arg: unknown) => registry.invoke({ url: event.senderFrame?.url }, channel, arg));
  }
}

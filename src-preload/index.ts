// The preload: exposes the contract's bridge and nothing else. No ipcRenderer, no generic
// invoke: the page can only call the operations the contract names. Built to one CommonJS file
// (a sandboxed preload can neither be an ES module nor require anything but 'electron').
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../src-shared/ipc/contract';
import { createBridge } from './createBridge';

contextBridge.exposeInMainWorld(
  BRIDGE_GLOBAL,
  createBridge(
    (channel, arg) => ipcRenderer.invoke(channel, arg),
    (channel, listener) => {
      // The IpcRendererEvent (with its sender) never reaches the page: only the payload does.
      const handler = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, handler);
      return () => ipcRenderer.removeListener(channel, handler);
    },
  ),
);

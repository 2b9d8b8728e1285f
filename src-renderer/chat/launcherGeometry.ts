// Where the chat's launcher sits, apart from the dock: the staff layout reserves its strip at
// once, while the dock itself (and socket.io) loads as a chunk of its own after the first screen.
export const EDGE = 16;
export const LAUNCHER_SIZE = 52;
/** The strip the launcher covers at the bottom: the layout keeps it free, so a page's last controls can scroll clear of it. */
export const CHAT_LAUNCHER_CLEARANCE = EDGE + LAUNCHER_SIZE + EDGE;

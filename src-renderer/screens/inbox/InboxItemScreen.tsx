// Placeholder while the item view is being written (issue 4, in progress).
export function InboxItemScreen() {
  return null;
}

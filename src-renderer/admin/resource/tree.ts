// A tree drawn as the WAI-ARIA tree pattern (the sectors' organisation chart): the rows shown for
// which branches are open, and where the keyboard moves the focus.

export type TreeItem<Node> = { id: number; children: readonly Node[] };

export type TreeRow<Node> = {
  node: Node;
  /** 1 for a root (aria-level). */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Index of the parent's row, or -1 for a root. */
  parent: number;
  setSize: number;
  posInSet: number;
};

/** The ids of every node that has children: an "expand all". */
export function branchIds<Node extends TreeItem<Node>>(nodes: readonly Node[]): Set<number> {
  const ids = new Set<number>();
  const visit = (list: readonly Node[]) => {
    for (const node of list) {
      if (node.children.length > 0) ids.add(node.id);
      visit(node.children);
    }
  };
  visit(nodes);
  return ids;
}

/** The rows shown, in order: every root, and the children of each open branch below it. */
export function visibleRows<Node extends TreeItem<Node>>(nodes: readonly Node[], expanded: ReadonlySet<number>): TreeRow<Node>[] {
  const rows: TreeRow<Node>[] = [];
  const visit = (list: readonly Node[], level: number, parent: number) => {
    list.forEach((node, index) => {
      const open = node.children.length > 0 && expanded.has(node.id);
      rows.push({ node, level, hasChildren: node.children.length > 0, expanded: open, parent, setSize: list.length, posInSet: index + 1 });
      if (open) visit(node.children, level + 1, rows.length - 1);
    });
  };
  visit(nodes, 1, -1);
  return rows;
}

export type TreeKeyResult = { focus: number; toggle?: number };

/**
 * What a key does on the focused row (index): ↑/↓ move, Home/End go to the ends, → opens a closed
 * branch or enters an open one, ← closes an open branch or goes to the parent. null: not a tree key.
 */
export function treeKey<Node extends TreeItem<Node>>(rows: readonly TreeRow<Node>[], index: number, key: string): TreeKeyResult | null {
  const row = rows[index];
  if (row === undefined) return null;
  switch (key) {
    case 'ArrowDown':
      return { focus: Math.min(index + 1, rows.length - 1) };
    case 'ArrowUp':
      return { focus: Math.max(index - 1, 0) };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: rows.length - 1 };
    case 'ArrowRight':
      if (!row.hasChildren) return { focus: index };
      return row.expanded ? { focus: index + 1 } : { focus: index, toggle: row.node.id };
    case 'ArrowLeft':
      if (row.expanded) return { focus: index, toggle: row.node.id };
      return { focus: row.parent >= 0 ? row.parent : index };
    default:
      return null;
  }
}

/** The set with the id flipped. */
export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

// Sector lists shown as a tree (the Alterar Setor dialog indents sub-sectors under their parent).

export type TreeNode = { id: number; name: string; parentId: number | null };

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The chosen sectors and every descendant of theirs, each once, in tree order: a parent before
 * its children, siblings by name. `sectors` is the visible forest (disabled sectors already left
 * out), so a disabled sector hides its whole branch from users who reach it through a parent.
 */
export function chosenWithDescendants<Node extends TreeNode>(sectors: readonly Node[], chosenIds: ReadonlySet<number>): Node[] {
  const ids = new Set(sectors.map((sector) => sector.id));
  const children = new Map<number | null, Node[]>();
  for (const sector of sectors) {
    const parent = sector.parentId !== null && ids.has(sector.parentId) ? sector.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), sector]);
  }
  for (const list of children.values()) list.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);

  const result: Node[] = [];
  const visited = new Set<number>();
  const visit = (node: Node, included: boolean) => {
    if (visited.has(node.id)) return;
    visited.add(node.id);
    const take = included || chosenIds.has(node.id);
    if (take) result.push(node);
    for (const child of children.get(node.id) ?? []) visit(child, take);
  };
  for (const root of children.get(null) ?? []) visit(root, false);
  return result;
}

export type ChartSource = TreeNode & { symbol: string };
export type ChartNode<Node> = Node & { children: ChartNode<Node>[] };

/**
 * The organisation chart: every sector `keep` accepts under its parent, siblings by name; a kept
 * sector's ancestors stay too (so a match deep in the tree is shown where it is), and a sector
 * whose parent is missing is a root.
 */
export function sectorChart<Node extends ChartSource>(sectors: readonly Node[], keep: (sector: Node) => boolean): ChartNode<Node>[] {
  const byId = new Map(sectors.map((sector) => [sector.id, sector]));
  const shown = new Set<number>();
  for (const sector of sectors) {
    if (!keep(sector)) continue;
    // Walk up to the root, stopping at a sector already shown (or at a cycle, which writes refuse).
    let current: Node | undefined = sector;
    while (current !== undefined && !shown.has(current.id)) {
      shown.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  const nodes = new Map<number, ChartNode<Node>>();
  for (const sector of sectors) if (shown.has(sector.id)) nodes.set(sector.id, { ...sector, children: [] });
  const roots: ChartNode<Node>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent === undefined || parent === node ? roots : parent.children).push(node);
  }
  const sort = (list: ChartNode<Node>[]) => {
    list.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** Whether making `parentId` the parent of `sectorId` would put the sector under itself. */
export function wouldCycle(sectors: ReadonlyArray<Pick<TreeNode, 'id' | 'parentId'>>, sectorId: number, parentId: number): boolean {
  const byId = new Map(sectors.map((sector) => [sector.id, sector]));
  const seen = new Set<number>();
  let current: number | null = parentId;
  while (current !== null && !seen.has(current)) {
    if (current === sectorId) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

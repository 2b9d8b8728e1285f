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

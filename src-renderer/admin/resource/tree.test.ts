// The organisation chart's tree: which rows show for the open branches, and the keyboard (WAI-ARIA tree).
import { describe, expect, it } from 'vitest';
import { branchIds, toggled, treeKey, visibleRows } from './tree';

type Node = { id: number; name: string; children: Node[] };
const node = (id: number, name: string, children: Node[] = []): Node => ({ id, name, children });
const forest = [node(1, 'GAB'), node(2, 'SEMAD', [node(3, 'PROT', [node(4, 'ARQ')]), node(5, 'RH')]), node(6, 'SESAU', [node(7, 'VISA')])];
const names = (rows: ReturnType<typeof visibleRows<Node>>) => rows.map((row) => `${'-'.repeat(row.level - 1)}${row.node.name}`);

describe('the rows of a tree', () => {
  it('shows the roots alone while every branch is closed', () => {
    expect(names(visibleRows(forest, new Set()))).toEqual(['GAB', 'SEMAD', 'SESAU']);
  });

  it('shows an open branch’s children under it, one level deeper, and keeps a closed grandchild branch shut', () => {
    const rows = visibleRows(forest, new Set([2]));
    expect(names(rows)).toEqual(['GAB', 'SEMAD', '-PROT', '-RH', 'SESAU']);
    expect(rows[2]).toMatchObject({ parent: 1, level: 2, hasChildren: true, expanded: false, setSize: 2, posInSet: 1 });
  });

  it('opens everything with the ids of every branch', () => {
    expect(branchIds(forest)).toEqual(new Set([2, 3, 6]));
    expect(names(visibleRows(forest, branchIds(forest)))).toEqual(['GAB', 'SEMAD', '-PROT', '--ARQ', '-RH', 'SESAU', '-VISA']);
  });
});

describe('the keyboard on a tree', () => {
  const rows = visibleRows(forest, new Set([2]));
  it('moves up and down and to the ends, never past them', () => {
    expect(treeKey(rows, 0, 'ArrowDown')).toEqual({ focus: 1 });
    expect(treeKey(rows, 0, 'ArrowUp')).toEqual({ focus: 0 });
    expect(treeKey(rows, 4, 'ArrowDown')).toEqual({ focus: 4 });
    expect(treeKey(rows, 2, 'Home')).toEqual({ focus: 0 });
    expect(treeKey(rows, 0, 'End')).toEqual({ focus: 4 });
  });

  it('opens a closed branch with →, enters an open one, and closes or goes to the parent with ←', () => {
    expect(treeKey(rows, 2, 'ArrowRight')).toEqual({ focus: 2, toggle: 3 });
    expect(treeKey(rows, 1, 'ArrowRight')).toEqual({ focus: 2 });
    expect(treeKey(rows, 1, 'ArrowLeft')).toEqual({ focus: 1, toggle: 2 });
    expect(treeKey(rows, 3, 'ArrowLeft')).toEqual({ focus: 1 });
    expect(treeKey(rows, 0, 'ArrowRight')).toEqual({ focus: 0 });
    expect(treeKey(rows, 0, 'a')).toBeNull();
  });

  it('flips a branch', () => {
    expect(toggled(new Set([2]), 2)).toEqual(new Set());
    expect(toggled(new Set([2]), 6)).toEqual(new Set([2, 6]));
  });
});

// A tree (the WAI-ARIA tree pattern) of nodes with children: one tab stop, arrows to move, open and
// close, Enter to open the node's page; each branch has a chevron the mouse toggles. The caller
// draws each node's label.
import { Box, Group } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPoint } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toggled, treeKey, visibleRows, type TreeItem } from './tree';

type Props<Node extends TreeItem<Node>> = {
  nodes: readonly Node[];
  label: string;
  expanded: ReadonlySet<number>;
  onExpandedChange: (next: Set<number>) => void;
  render: (node: Node) => ReactNode;
  /** A node's name, for the toggle's tooltip (the row's accessible name is its text). */
  nameOf: (node: Node) => string;
  expandLabel: (name: string) => string;
  collapseLabel: (name: string) => string;
  onOpen: (node: Node) => void;
  testId?: string;
};

export function ResourceTree<Node extends TreeItem<Node>>({ nodes, label, expanded, onExpandedChange, render, nameOf, expandLabel, collapseLabel, onOpen, testId }: Props<Node>) {
  const rows = visibleRows(nodes, expanded);
  const [focused, setFocused] = useState(0);
  const current = Math.min(focused, Math.max(rows.length - 1, 0));
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (moved) items.current[current]?.focus();
  }, [current, moved]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const row = rows[index];
    if (row === undefined) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(row.node);
      return;
    }
    const result = treeKey(rows, index, event.key);
    if (result === null) return;
    event.preventDefault();
    if (result.toggle !== undefined) onExpandedChange(toggled(expanded, result.toggle));
    setMoved(true);
    setFocused(result.focus);
  };

  return (
    <Box component="ul" role="tree" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {rows.map((row, index) => {
        const name = nameOf(row.node);
        return (
          <li
            key={row.node.id}
            ref={(element) => {
              items.current[index] = element;
            }}
            role="treeitem"
            aria-level={row.level}
            aria-setsize={row.setSize}
            aria-posinset={row.posInSet}
            aria-expanded={row.hasChildren ? row.expanded : undefined}
            tabIndex={index === current ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocused(index)}
            data-testid={testId === undefined ? undefined : `${testId}-item`}
            data-level={row.level}
            style={{ paddingInlineStart: `calc(${row.level - 1} * 1.5rem)` }}
          >
            <Group gap={4} wrap="nowrap" py={2}>
              {/* The mouse's toggle; the keyboard opens and closes with the arrows (the row's name is its text). */}
              <Box
                component="span"
                aria-hidden
                w={22}
                ta="center"
                title={row.hasChildren ? (row.expanded ? collapseLabel(name) : expandLabel(name)) : undefined}
                onClick={row.hasChildren ? () => onExpandedChange(toggled(expanded, row.node.id)) : undefined}
                style={{ cursor: row.hasChildren ? 'pointer' : undefined, display: 'inline-flex', justifyContent: 'center' }}
                data-toggle={row.hasChildren ? 'true' : undefined}
              >
                {row.hasChildren ? row.expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} /> : <IconPoint size={12} />}
              </Box>
              {render(row.node)}
            </Group>
          </li>
        );
      })}
    </Box>
  );
}

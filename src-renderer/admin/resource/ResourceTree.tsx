// A tree (the WAI-ARIA tree pattern) of nodes with children: one tab stop, arrows to move, open and
// close, Enter to open the node's page; each branch has a visible toggle for the mouse. The caller
// draws each node's label.
import { ActionIcon, Box, Group } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPoint } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toggled, treeKey, visibleRows, type TreeItem } from './tree';

type Props<Node extends TreeItem<Node>> = {
  nodes: readonly Node[];
  label: string;
  expanded: ReadonlySet<number>;
  onExpandedChange: (next: Set<number>) => void;
  render: (node: Node) => ReactNode;
  /** The accessible name of a node (its row's text otherwise). */
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
            aria-label={name}
            tabIndex={index === current ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocused(index)}
            data-testid={testId === undefined ? undefined : `${testId}-item`}
            data-level={row.level}
            style={{ paddingInlineStart: `calc(${row.level - 1} * 1.5rem)` }}
          >
            <Group gap={4} wrap="nowrap" py={2}>
              {row.hasChildren ? (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  tabIndex={-1}
                  aria-label={row.expanded ? collapseLabel(name) : expandLabel(name)}
                  onClick={() => onExpandedChange(toggled(expanded, row.node.id))}
                >
                  {row.expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                </ActionIcon>
              ) : (
                <Box w={22} ta="center" aria-hidden>
                  <IconPoint size={12} />
                </Box>
              )}
              {render(row.node)}
            </Group>
          </li>
        );
      })}
    </Box>
  );
}

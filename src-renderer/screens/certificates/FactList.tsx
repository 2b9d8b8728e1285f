// Label/value pairs as a description list, so a screen reader reads each value with its name.
// Pairs without a value are left out rather than shown empty.
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode | null | undefined };

export function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
      {shown.map((fact) => (
        <div key={fact.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

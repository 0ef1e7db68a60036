import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list without bullets or indent, its items stacked. */
export function PlainList({ children, ...stack }: StackProps & { children: ReactNode }) {
  return (
    <Stack component="ul" m={0} p={0} style={{ listStyle: 'none' }} {...stack}>
      {children}
    </Stack>
  );
}

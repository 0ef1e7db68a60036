import { Center, Paper, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one card, centred on a grey page, of a screen shown before signing in. */
export function AuthCard(props: {
  maw: number;
  padding: StyleProp<MantineSpacing>;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" bg="gray.1" component="main">
      <Paper withBorder shadow="sm" p={props.padding} radius="md" w="100%" maw={props.maw}>
        {props.children}
      </Paper>
    </Center>
  );
}

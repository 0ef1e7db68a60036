import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { orderExportInput } from '@buildright/api/shared';
import { apiOrigin } from '../lib/origin.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The accountant's CSV: the orders placed from one day to another, both included. */
export function OrdersExport() {
  const today = new Date();
  const [from, setFrom] = useState(
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
  );
  const [to, setTo] = useState(isoDay(today));
  const checked = orderExportInput.safeParse({ from, to });
  const problem = (field: 'from' | 'to') =>
    checked.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const href = checked.success
    ? `${apiOrigin}/api/admin/orders/export.csv?${new URLSearchParams(checked.data).toString()}`
    : undefined;

  return (
    <Popover position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <TextInput
            type="date"
            label="From"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={problem('from')}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={problem('to')}
          />
          <Button
            component="a"
            href={href}
            download
            disabled={!checked.success}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download orders CSV
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

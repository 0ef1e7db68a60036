import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@buildright/browser';
import { PlainList } from '../../../components/PlainList.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { ApprovalCard } from './ApprovalCard.tsx';

/** Orders past a buyer's limits, oldest first, for the company's approvers and admins to decide. */
export function ApprovalsSection() {
  const trpc = useTRPC();
  const approvals = useQuery(trpc.companies.member.approvals.queryOptions());
  let body;
  if (approvals.isPending) {
    body = <LoadingNotice what="orders awaiting approval" />;
  } else if (approvals.isError) {
    body = <LoadFailure what="orders awaiting approval" message={errorMessage(approvals.error)} />;
  } else if (approvals.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="approvals-empty">
        Nothing is waiting. Orders your buyers place past their spending limits come here for you to
        approve or reject.
      </Text>
    );
  } else {
    body = (
      <PlainList gap="sm">
        {approvals.data.map((approval) => (
          <ApprovalCard key={approval.orderId} approval={approval} />
        ))}
      </PlainList>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="approvals-title" data-testid="approvals">
      <Title order={3} fz="h4" id="approvals-title">
        Orders awaiting approval
      </Title>
      {body}
    </Stack>
  );
}

import type { StaffReview } from '@buildright/api';
import { reviewStatusLabels, reviewStatuses, type ReviewStatus } from '@buildright/api/shared';
import { formatDate, toast, toastFailure } from '@buildright/browser';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ListHeader } from '../common/ListHeader.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { PAGE_SIZE, useShownPage } from '../common/TablePager.tsx';
import { trpc } from '../lib/trpc.ts';
import { useChoiceParam, useListParams } from '../lib/queryParams.ts';

const columns = ['Product', 'Rating', 'Review', 'Author', 'Written', 'Status', 'Actions'];
const filters = [...reviewStatuses, 'all'] as const;
type Filter = (typeof filters)[number];

const statusColors: Record<ReviewStatus, string> = {
  pending: 'yellow',
  published: 'green',
  hidden: 'gray',
};

/**
 * Customers' reviews, a page at a time from the server, newest first: waiting for a decision by
 * default, or those published or hidden. Filter and page live in the address (/reviews?status=…).
 */
export function ReviewsTab() {
  const filter = useChoiceParam<Filter>('status', filters, 'pending');
  const { page, setPage, filterBy } = useListParams();
  const reviews = useQuery({
    ...trpc.reviews.staffList.queryOptions({
      status: filter === 'all' ? undefined : filter,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  // Publishing the last pending review of the last page also moves back a page.
  const shownPage = useShownPage(page, setPage, reviews);

  return (
    <Stack>
      <ListHeader
        title="Product Reviews"
        summary={
          reviews.data && (
            <>
              {reviews.data.total}{' '}
              {filter === 'all' ? '' : `${reviewStatusLabels[filter].toLowerCase()} `}
              review{reviews.data.total === 1 ? '' : 's'}, newest first
            </>
          )
        }
      >
        <SegmentedControl
          aria-label="Reviews to show"
          value={filter}
          onChange={(value) => filterBy({ status: value === 'pending' ? null : value })}
          data={filters.map((value) => ({
            value,
            label: value === 'all' ? 'All' : reviewStatusLabels[value],
          }))}
        />
      </ListHeader>
      <QueryContent query={reviews} loading="Loading reviews...">
        {(data) => (
          <PagedTable
            label="Product Reviews"
            columns={columns}
            minWidth={900}
            busy={reviews.isPlaceholderData}
            rows={data.reviews}
            empty={filter === 'pending' ? 'No reviews are waiting.' : 'No reviews here.'}
            pager={{ page: shownPage, total: data.total, onChange: setPage }}
          >
            {(review) => <ReviewRow key={review.id} review={review} />}
          </PagedTable>
        )}
      </QueryContent>
    </Stack>
  );
}

function ReviewRow({ review }: { review: StaffReview }) {
  const publish = useMutation(
    trpc.reviews.publish.mutationOptions({
      onSuccess: () => toast({ title: 'Review published' }),
      onError: (error) => toastFailure('Could not publish the review', error),
    }),
  );
  const hide = useMutation(
    trpc.reviews.hide.mutationOptions({
      onSuccess: () => toast({ title: 'Review hidden' }),
      onError: (error) => toastFailure('Could not hide the review', error),
    }),
  );
  const name = `review “${review.title}” of ${review.productName}`;
  return (
    <Table.Tr data-testid="review-row">
      <Table.Td fw={600}>{review.productName}</Table.Td>
      <Table.Td>
        <Text size="sm" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          <Text span c="gray.4" aria-hidden>
            {'★'.repeat(5 - review.rating)}
          </Text>
        </Text>
      </Table.Td>
      <Table.Td maw={360}>
        <Text size="sm" fw={600}>
          {review.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {review.body}
        </Text>
      </Table.Td>
      <Table.Td>{review.authorName}</Table.Td>
      <Table.Td>{formatDate(review.submittedAt)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={statusColors[review.status]}>
          {reviewStatusLabels[review.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {review.status !== 'published' && (
            <Button
              size="compact-sm"
              color="green"
              aria-label={`Publish ${name}`}
              loading={publish.isPending}
              onClick={() => publish.mutate({ id: review.id })}
            >
              Publish
            </Button>
          )}
          {review.status !== 'hidden' && (
            <Button
              size="compact-sm"
              variant="outline"
              color="dark"
              aria-label={`Hide ${name}`}
              loading={hide.isPending}
              onClick={() => hide.mutate({ id: review.id })}
            >
              Hide
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

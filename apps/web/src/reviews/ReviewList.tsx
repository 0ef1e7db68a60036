import type { PublishedReview } from '@buildright/api';
import { formatCalendarDay } from '@buildright/browser';
import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PlainList } from '../components/PlainList.tsx';
import { RatingStars } from '../pages/product/RatingStars.tsx';

/** A page of published reviews, each with its stars, title, author, day and text. */
export function ReviewList({ reviews, busy }: { reviews: PublishedReview[]; busy: boolean }) {
  return (
    <PlainList gap="sm" aria-busy={busy} data-testid="review-list">
      {reviews.map((review) => (
        <Paper component="li" key={review.id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap">
              <RatingStars value={review.rating} />
              <VisuallyHidden>{review.rating} out of 5 stars</VisuallyHidden>
              <Text fw={700} component="h3" fz="md" m={0}>
                {review.title}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {review.authorName} · {formatCalendarDay(review.submittedAt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{review.body}</Text>
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
}

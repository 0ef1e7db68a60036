import type { ProductRating } from '@buildright/api/shared';
import { Anchor, Group, Text } from '@mantine/core';
import { RatingStars } from '../pages/product/RatingStars.tsx';

export const reviewCountText = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

/** Under the product's name: its published reviews' average and count, or that there are none. */
export function RatingSummary({ rating }: { rating: ProductRating }) {
  if (rating.average === null) {
    return (
      <Text c="dimmed" data-testid="rating-summary">
        No reviews yet
      </Text>
    );
  }
  return (
    <Group gap="xs" data-testid="rating-summary">
      <RatingStars value={Number(rating.average)} />
      <Text fw={700}>{rating.average}</Text>
      <Anchor href="#reviews" c="dimmed" underline="hover">
        {`(${reviewCountText(rating.count)})`}
      </Anchor>
    </Group>
  );
}

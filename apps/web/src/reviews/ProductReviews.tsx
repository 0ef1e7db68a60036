import { REVIEW_PAGE_SIZE, type ProductRating } from '@buildright/api/shared';
import { Box, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc.ts';
import { reviewCountText } from './RatingSummary.tsx';
import { ReviewList } from './ReviewList.tsx';
import { firstReviewPage } from './review-pages.ts';
import { WriteReview } from './WriteReview.tsx';

/**
 * The product page's reviews: the published ones a page at a time from the server, newest first,
 * and the signed-in customer's own review to write or change.
 */
export function ProductReviews({
  productId,
  rating,
}: {
  productId: number;
  rating: ProductRating;
}) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...trpc.reviews.list.queryOptions({ ...firstReviewPage(productId), page }),
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.ceil((reviews.data?.total ?? 0) / REVIEW_PAGE_SIZE);

  return (
    <Box component="section" mt={48} id="reviews" aria-labelledby="reviews-title">
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={2} fz={26} id="reviews-title">
              Customer reviews
            </Title>
            {rating.average !== null && (
              <Text c="dimmed" data-testid="reviews-average">
                {`${rating.average} out of 5 from ${reviewCountText(rating.count)}`}
              </Text>
            )}
          </Group>
          {reviews.data && reviews.data.reviews.length > 0 ? (
            <ReviewList reviews={reviews.data.reviews} busy={reviews.isPlaceholderData} />
          ) : (
            reviews.isSuccess && <Text c="dimmed">Nobody has reviewed this product yet.</Text>
          )}
          {pageCount > 1 && (
            <Group justify="center">
              {/* One page on each side of the current one keeps the pager on a phone's row. */}
              <Pagination
                siblings={0}
                total={pageCount}
                value={Math.min(page, pageCount)}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                })}
                getItemProps={(item) => ({ 'aria-label': `Reviews page ${item}` })}
              />
            </Group>
          )}
          <WriteReview productId={productId} />
        </Stack>
      </Card>
    </Box>
  );
}

import type { OwnReview } from '@buildright/api';
import { REVIEW_NOT_RECEIVED, reviewStatusLabels } from '@buildright/api/shared';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';

// The form's code (and its validation) loads when a customer starts writing.
const ReviewForm = lazy(() => import('./ReviewForm.tsx').then((m) => ({ default: m.ReviewForm })));

/**
 * A customer's part in the reviews: the form for one whose delivered order held the product, or
 * their own review and what became of it; why not, for one who may not; nothing for visitors.
 */
export function WriteReview({ productId }: { productId: number }) {
  const trpc = useTRPC();
  const customer = useIsCustomer();
  const standing = useQuery({
    ...trpc.reviews.mine.queryOptions({ productId }),
    enabled: customer,
  });
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState(false);

  if (!customer) {
    return (
      <Text size="sm" c="dimmed">
        Bought it? Sign in to review a product once it has been delivered to you.
      </Text>
    );
  }
  if (!standing.data) return null;
  const { mayReview, review } = standing.data;
  if (!mayReview) {
    return (
      <Text size="sm" c="dimmed">
        {REVIEW_NOT_RECEIVED}.
      </Text>
    );
  }
  if (writing) {
    return (
      <Suspense fallback={null}>
        <ReviewForm
          productId={productId}
          review={review}
          onDone={(saved) => {
            setWriting(false);
            setSent(saved);
          }}
        />
      </Suspense>
    );
  }
  return (
    <Stack gap="sm">
      {sent && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" maw={560}>
          Thank you! Your review will appear here once our team has checked it.
        </Alert>
      )}
      {review && <YourReview review={review} />}
      <Button variant="outline" color="dark" w="fit-content" onClick={() => setWriting(true)}>
        {review ? 'Change your review' : 'Write a review'}
      </Button>
    </Stack>
  );
}

function YourReview({ review }: { review: OwnReview }) {
  return (
    <Group gap="xs" data-testid="your-review">
      <Text size="sm" fw={600}>
        Your review, “{review.title}”:
      </Text>
      <Badge variant="light" color={review.status === 'published' ? 'green' : 'gray'}>
        {reviewStatusLabels[review.status]}
      </Badge>
    </Group>
  );
}

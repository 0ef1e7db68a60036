import type { OwnReview } from '@buildright/api';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewInput } from '@buildright/api/shared';
import { errorMessage, fieldErrorsOf } from '@buildright/browser';
import { Button, Group, Input, Paper, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}`;

/** The customer's review of a product: stars, a title and what they found; theirs to change. */
export function ReviewForm({
  productId,
  review,
  onDone,
}: {
  productId: number;
  review: OwnReview | null;
  /** `saved`: the review was sent (not cancelled). */
  onDone: (saved: boolean) => void;
}) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      rating: review?.rating ?? 0,
      title: review?.title ?? '',
      body: review?.body ?? '',
    },
    validate: schemaResolver(reviewInput, { sync: true }),
  });
  const submit = useMutation(
    trpc.reviews.submit.mutationOptions({
      onSuccess: () => onDone(true),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        form.setErrors(Object.keys(fields).length > 0 ? fields : { body: errorMessage(error) });
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form
        aria-label="Write a review"
        noValidate
        onSubmit={form.onSubmit((values) => submit.mutate({ productId, ...values }))}
      >
        <Stack gap="sm">
          {/* The stars are radios, each labelled; the wrapper only names the group. */}
          <Input.Wrapper label="Your rating" labelElement="div" required error={form.errors.rating}>
            <Rating
              size="lg"
              mt={4}
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              getSymbolLabel={starLabel}
            />
          </Input.Wrapper>
          <TextInput
            label="Title"
            required
            maxLength={REVIEW_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Your review"
            description="What did you use it for, and how did it do?"
            required
            autosize
            minRows={4}
            maxLength={REVIEW_BODY_MAX}
            {...form.getInputProps('body')}
          />
          <Group gap="sm">
            <Button type="submit" color="dark" loading={submit.isPending}>
              Submit review
            </Button>
            <Button variant="subtle" color="dark" onClick={() => onDone(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

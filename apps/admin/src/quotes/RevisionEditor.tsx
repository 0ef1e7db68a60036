import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StaffQuote } from '@buildright/api';
import { discountLabel, isoDate } from '@buildright/api/shared';
import { fieldErrorsOf } from '@buildright/browser';
import { apiOrigin } from '../lib/origin.ts';
import { trpc } from '../lib/trpc.ts';
import { EditableLines } from './EditableLines.tsx';
import { ProductSearch } from './ProductSearch.tsx';
import { RevisionTerms } from './RevisionTerms.tsx';
import { showQuote } from './refresh.ts';
import {
  hasChanges,
  initialRevisionValues,
  lineOfProduct,
  revisionTotals,
  toRevisionBody,
  validateRevision,
  type RevisionFormValues,
} from './revisionForm.ts';
import { SendQuoteDialog } from './SendQuoteDialog.tsx';
import { TotalsTable } from './TotalsTable.tsx';
import { FailureAlert } from '../common/FailureAlert.tsx';

/** Staff's preview renders the saved draft exactly as the buyer will get it. */
const draftPdfUrl = (quoteId: number) => `${apiOrigin}/api/admin/quotes/${quoteId}/draft.pdf`;

/** What the editor opened with, so staff know what they are changing. */
function startingPoint(quote: StaffQuote): string {
  if (quote.draft) return 'Not sent yet; the buyer sees it once you send it.';
  if (quote.revisions.length > 0) return 'Starts as a copy of the last revision sent.';
  return "Starts from the buyer's request at the prices it was made at (their company's contract prices included).";
}

/**
 * The next revision of a quote: prices, quantities and products, discount, delivery, validity
 * and a note, with totals by the shared rule as they are typed. Saved as a draft, previewed as
 * a PDF, then sent.
 */
export function RevisionEditor(props: {
  quote: StaffQuote;
  onCancel?: () => void;
  onSent: () => void;
}) {
  const { quote } = props;
  const titleId = useId();
  const today = isoDate(new Date());
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<RevisionFormValues>({
    initialValues: initialRevisionValues(quote, today),
    validate: validateRevision,
  });
  // What the server holds, in the form's terms: the saved draft, or nothing yet.
  const saved = quote.draft ? initialRevisionValues(quote, today) : null;
  const unsaved = saved === null || hasChanges(form.values, saved);
  const save = useMutation(
    trpc.quotes.staff.saveDraft.mutationOptions({
      // The status line beside the buttons says it was saved; a toast would cover them.
      onSuccess: showQuote,
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  const number = quote.draft?.number ?? (quote.revisions.at(-1)?.number ?? 0) + 1;
  const totals = revisionTotals(form.values);
  const { discountKind } = form.values;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate({ id: quote.id, revision: toRevisionBody(values) }),
        )}
      >
        <Stack>
          <div>
            <Title order={3} fz="md" id={titleId}>
              Revision {number} (draft)
            </Title>
            <Text size="sm" c="dimmed">
              {startingPoint(quote)}
            </Text>
          </div>

          <EditableLines form={form} />
          {form.errors.lines && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {form.errors.lines}
            </Text>
          )}
          <ProductSearch
            exclude={form.values.lines.map((line) => line.productId)}
            onPick={async (product) => {
              // The buyer's own price (their company's price list) is the line's default.
              const priced = await queryClient
                .fetchQuery(
                  trpc.quotes.staff.buyerPrices.queryOptions({
                    id: quote.id,
                    lines: [{ productId: product.id, quantity: 1 }],
                  }),
                )
                .catch(() => []);
              form.insertListItem('lines', lineOfProduct(product, priced[0]?.unitPrice));
              form.clearFieldError('lines');
            }}
          />

          <RevisionTerms form={form} today={today} />

          {totals ? (
            <TotalsTable
              label="Totals of this revision"
              totals={{
                ...totals,
                discountLabel:
                  discountLabel(totals.discountRule) ??
                  (discountKind === 'none' ? null : 'Discount'),
              }}
            />
          ) : (
            <Text size="sm" c="dimmed" ta="right">
              The totals show once every line has a price and a quantity.
            </Text>
          )}

          <FailureAlert title="Not saved" error={save.error} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {unsaved
                ? 'Save the draft to preview it or send it.'
                : 'Draft saved. Preview it, then send it.'}
            </Text>
            <Group gap="sm">
              {props.onCancel && saved === null && (
                <Button variant="default" onClick={props.onCancel} disabled={save.isPending}>
                  Cancel
                </Button>
              )}
              {saved !== null && unsaved && (
                <Button
                  variant="default"
                  onClick={() => {
                    form.setValues(saved);
                    form.clearErrors();
                    save.reset();
                  }}
                  disabled={save.isPending}
                >
                  Discard changes
                </Button>
              )}
              <Button
                type="submit"
                variant={unsaved ? 'filled' : 'default'}
                loading={save.isPending}
              >
                Save draft
              </Button>
              {unsaved ? (
                <Button
                  variant="default"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  disabled
                >
                  Preview PDF
                </Button>
              ) : (
                <Button
                  component="a"
                  href={draftPdfUrl(quote.id)}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                >
                  Preview PDF
                </Button>
              )}
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={unsaved || !quote.can.send}
                onClick={() => setSending(true)}
              >
                Send to buyer
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <SendQuoteDialog
        quote={quote}
        opened={sending}
        onClose={() => setSending(false)}
        onSent={props.onSent}
      />
    </Paper>
  );
}

import {
  returnReasonLabels,
  returnReasons,
  type ReturnKind,
  type ReturnRequestInput,
  type WarrantyClaimInput,
} from '@buildright/api/shared';
import { errorMessage, fieldErrorsOf } from '@buildright/browser';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  photoChoiceErrors,
  PhotoUploadError,
  uploadReturnPhotos,
  type PhotoOwner,
} from './return-photos.ts';
import {
  emptyReturnForm,
  requestWords,
  returnFormErrors,
  returnFormFieldErrors,
  returnRequestOf,
  unitsLeft,
  warrantyClaimOf,
  type ReturnableLine,
} from './return-request.ts';
import { RequestIcon } from './RequestIcon.tsx';
import { ReturnPhotosField } from './ReturnPhotosField.tsx';

const isPhotoField = (field: string) => field === 'photos' || field.startsWith('photos.');

/** How the form asks: a return with a reason and a note, a warranty claim with the defect. */
interface RequestSenders {
  return: (input: ReturnRequestInput) => Promise<unknown>;
  warranty: (input: WarrantyClaimInput) => Promise<unknown>;
}

/**
 * Which lines go back and how many of each (never more than each may still return, or claim
 * under warranty), why (a reason and a note for a return, the defect for a claim) and photos.
 * The photos are uploaded for `photoOwner`'s order first (each once, however often the form is
 * sent), then `send` asks with their ids (the account's or the guest's procedures); `pending`
 * and `error` are its state; `cancel` leads back.
 */
export function ReturnRequestForm({
  kind,
  lines,
  photoOwner,
  send,
  pending,
  error,
  cancel,
}: {
  kind: ReturnKind;
  lines: readonly ReturnableLine[];
  photoOwner: PhotoOwner;
  send: RequestSenders;
  pending: boolean;
  error: unknown;
  cancel: ReactNode;
}) {
  const words = requestWords[kind];
  const [photos, setPhotos] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadFailure, setUploadFailure] = useState<unknown>(null);
  // Each photo's id once uploaded: sent again after a refusal, the form uploads it no more.
  const [uploaded] = useState(() => new WeakMap<File, string>());
  const form = useForm({
    initialValues: emptyReturnForm(lines, kind),
    validate: (values) => ({
      ...returnFormErrors(values, lines, kind),
      ...photoChoiceErrors(photos),
    }),
  });
  const choosePhotos = (next: File[]) => {
    setPhotos(next);
    setUploadFailure(null);
    const others = Object.entries(form.errors).filter(([field]) => !isPhotoField(field));
    form.setErrors({ ...Object.fromEntries(others), ...photoChoiceErrors(next) });
  };
  /** The photos' ids, uploading those not uploaded yet. */
  const photoIds = async () => {
    const fresh = photos.filter((file) => !uploaded.has(file));
    setUploading(true);
    try {
      const ids = await uploadReturnPhotos(photoOwner, fresh);
      fresh.forEach((file, index) => uploaded.set(file, ids[index]!));
    } finally {
      setUploading(false);
    }
    return photos.map((file) => uploaded.get(file)!);
  };
  const submit = form.onSubmit(async (values) => {
    setUploadFailure(null);
    let ids: string[];
    try {
      ids = await photoIds();
    } catch (failure) {
      // A photo refused is named where it is; anything else is said above the button.
      const fields = failure instanceof PhotoUploadError ? failure.fields : {};
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setUploadFailure(failure);
      return;
    }
    const named = ids.length > 0 ? { photos: ids } : {};
    try {
      if (kind === 'warranty') await send.warranty({ ...warrantyClaimOf(values, lines), ...named });
      else await send.return({ ...returnRequestOf(values, lines), ...named });
    } catch (failure) {
      form.setErrors(returnFormFieldErrors(fieldErrorsOf(failure), values, lines));
    }
  });
  const refusal =
    uploadFailure ??
    (Boolean(error) && Object.keys(fieldErrorsOf(error)).length === 0 ? error : null);

  return (
    <form onSubmit={submit} noValidate aria-label={words.action}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="fieldset" m={0}>
          <Title order={2} fz="lg" component="legend" px={4}>
            {words.legend}
          </Title>
          <Stack gap="md" mt="xs">
            {lines.map((line) => (
              <Group
                key={line.itemId}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                data-testid="return-line"
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{line.name}</Text>
                  <Text size="sm" c="dimmed">
                    Ordered {line.quantity} · up to {unitsLeft(kind, line)} can be {words.past}
                  </Text>
                </div>
                <NumberInput
                  aria-label={`How many of ${line.name} to ${words.verb}`}
                  min={0}
                  max={unitsLeft(kind, line)}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  w={96}
                  style={{ flexShrink: 0 }}
                  {...form.getInputProps(`quantities.${line.itemId}`)}
                />
              </Group>
            ))}
            {form.errors.lines && (
              <Text c="red.8" size="sm" role="alert">
                {form.errors.lines}
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {kind === 'warranty' ? (
            <Textarea
              label="What is wrong with them?"
              description="What happens, since when, and how the items were used"
              withAsterisk
              autosize
              minRows={4}
              maxLength={2000}
              {...form.getInputProps('note')}
            />
          ) : (
            <Stack gap="md">
              <Radio.Group
                label="Why are you returning them?"
                withAsterisk
                {...form.getInputProps('reason')}
              >
                <Stack gap="xs" mt="xs">
                  {returnReasons.map((reason) => (
                    <Radio key={reason} value={reason} label={returnReasonLabels[reason]} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label="Note"
                description={
                  form.values.reason === 'other'
                    ? 'Required: tell us why you are returning them'
                    : 'Optional: anything we should know'
                }
                withAsterisk={form.values.reason === 'other'}
                autosize
                minRows={3}
                maxLength={1000}
                {...form.getInputProps('note')}
              />
            </Stack>
          )}
        </Paper>

        <ReturnPhotosField files={photos} onChange={choosePhotos} errors={form.errors} />

        {refusal !== null && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {words.refused}: {errorMessage(refusal)}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            type="submit"
            loading={pending || uploading}
            leftSection={<RequestIcon kind={kind} size={18} />}
          >
            {words.submit}
          </Button>
          {cancel}
        </Group>
      </Stack>
    </form>
  );
}

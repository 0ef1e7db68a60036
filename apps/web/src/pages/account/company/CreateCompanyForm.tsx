import { companyInput } from '@buildright/api/shared';
import { Button, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../../../lib/trpc.ts';

const empty = { name: '', taxId: '', billingAddress: '', apEmail: '' };
type Fields = typeof empty;

/** A blank accounts-payable address is none, not a bad address. */
const toInput = (values: Fields) => ({ ...values, apEmail: values.apEmail.trim() || null });
const checkInput = schemaResolver(companyInput, { sync: true });

/** A customer buying for a firm sets it up here and becomes its admin. */
export function CreateCompanyForm() {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: empty,
    validate: (values) => checkInput(toInput(values)),
    transformValues: toInput,
  });
  const create = useMutation(
    trpc.companies.member.create.mutationOptions({
      onSuccess: (mine) => {
        toast({
          title: 'Company set up',
          description: `You are the admin of ${mine.company.name}.`,
        });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toastFailure('Company not set up', error);
      },
    }),
  );
  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={2} fz="h3">
          Buy as a company
        </Title>
        <Text c="dimmed" size="sm">
          Set up your firm to invite your foremen and office staff, give each a role and spending
          limits, and ask us for payment terms. You become the company&apos;s admin.
        </Text>
      </div>
      <form
        onSubmit={form.onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label="Set up a company"
      >
        <Stack gap="sm">
          <TextInput label="Company name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Tax ID" description="Optional" {...form.getInputProps('taxId')} />
          <Textarea
            label="Billing address"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('billingAddress')}
          />
          <TextInput
            label="Accounts-payable e-mail"
            description="Where invoices go; optional"
            type="email"
            {...form.getInputProps('apEmail')}
          />
          <Button type="submit" loading={create.isPending} w="fit-content" h={44}>
            Set up company
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

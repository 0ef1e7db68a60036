import type { CheckoutInfo } from '@buildright/api/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useSavedAddresses } from '../../addresses/useSavedAddresses.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { fillBlanks, savedCheckoutDetails } from './saved-details.ts';

/**
 * A signed-in customer's profile and default address fill the checkout's blank fields once, when
 * they arrive. Answers the saved addresses, for picking another one.
 */
export function useSavedDetailsPrefill(form: UseFormReturnType<CheckoutInfo>) {
  const me = useCurrentUser();
  const customer = me.data && !me.data.isAdmin ? me.data : null;
  const addresses = useSavedAddresses({ enabled: customer !== null });
  const prefilled = useRef(false);
  const ready = customer !== null && !addresses.isPending;

  useEffect(() => {
    if (!ready || prefilled.current) return;
    prefilled.current = true;
    const defaultAddress = addresses.data?.find((address) => address.isDefault);
    form.setValues(fillBlanks(form.getValues(), savedCheckoutDetails(customer, defaultAddress)));
  }, [ready, customer, addresses.data, form]);

  return customer ? (addresses.data ?? []) : [];
}

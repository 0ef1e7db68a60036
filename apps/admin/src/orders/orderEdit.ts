import type { Order } from '@buildright/api';
import {
  allowedOrderMoves,
  calendarDay,
  calendarDayAsDate,
  lifecycleStatus,
  orderStatusLabel,
  orderUpdateInput,
  type OrderStatus,
  type OrderUpdateInput,
  type TrackingCarrier,
} from '@buildright/api/shared';
import { schemaErrors } from '../lib/validate.ts';

export interface OrderEditValues {
  status: OrderStatus;
  trackingNumber: string;
  /** A carrier of trackingCarriers, or '' when none is chosen. */
  trackingCarrier: TrackingCarrier | '';
  /** yyyy-mm-dd as a date input holds it, or ''. */
  estimatedDelivery: string;
  notes: string;
}

/** Date input value of a calendar day stored as a timestamp (shared/calendar-day.ts). */
export function dateInputValue(value: Date | null): string {
  return value ? calendarDay(value) : '';
}

/** The chosen day as the server keeps it (noon UTC), or null when none is chosen. */
export function dateFromInput(value: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDayAsDate(value) : null;
}

export function editValuesOf(order: Order): OrderEditValues {
  return {
    // The legacy "completed" is shown, and saved, as delivered.
    status: lifecycleStatus(order.status),
    trackingNumber: order.trackingNumber ?? '',
    trackingCarrier: order.trackingCarrier ?? '',
    estimatedDelivery: dateInputValue(order.estimatedDelivery),
    notes: order.notes ?? '',
  };
}

/** The status select's options: where the order is now, then only the moves the server allows. */
export function statusChoices(status: string) {
  const current = lifecycleStatus(status);
  return [current, ...allowedOrderMoves(current)].map((status) => ({
    value: status,
    label: orderStatusLabel(status),
  }));
}

export function toOrderUpdate(values: OrderEditValues): OrderUpdateInput {
  return {
    status: values.status,
    trackingNumber: values.trackingNumber.trim() || null,
    trackingCarrier: values.trackingCarrier || null,
    estimatedDelivery: dateFromInput(values.estimatedDelivery),
    notes: values.notes.trim() || null,
  };
}

export function validateOrderEdit(values: OrderEditValues): Record<string, string> {
  return schemaErrors(orderUpdateInput, toOrderUpdate(values));
}

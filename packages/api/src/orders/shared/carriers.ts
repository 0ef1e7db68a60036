import { trackingCarriers, type TrackingCarrier } from '@buildright/db/domain';

export { trackingCarriers, type TrackingCarrier };

interface CarrierInfo {
  label: string;
  /** The carrier's public tracking page for a number; none for a carrier the shop does not know. */
  trackingPage: ((number: string) => string) | null;
}

const carriers: Record<TrackingCarrier, CarrierInfo> = {
  ups: { label: 'UPS', trackingPage: (n) => `https://www.ups.com/track?tracknum=${n}` },
  fedex: { label: 'FedEx', trackingPage: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  usps: {
    label: 'USPS',
    trackingPage: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  dhl: {
    label: 'DHL',
    trackingPage: (n) =>
      `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  other: { label: 'Other carrier', trackingPage: null },
};

export function carrierLabel(carrier: TrackingCarrier): string {
  return carriers[carrier].label;
}

/** The carrier select's options, in the order staff meet them. */
export const carrierChoices = trackingCarriers.map((value) => ({
  value,
  label: carriers[value].label,
}));

/**
 * Where the buyer follows a shipment: the carrier's tracking page for this number, or null when
 * there is no number, no carrier, or a carrier without a known page ("other").
 */
export function trackingUrl(
  carrier: TrackingCarrier | null,
  trackingNumber: string | null,
): string | null {
  const number = trackingNumber?.trim();
  if (!carrier || !number) return null;
  return carriers[carrier].trackingPage?.(encodeURIComponent(number)) ?? null;
}

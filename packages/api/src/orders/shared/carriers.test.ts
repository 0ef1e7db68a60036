import { describe, expect, it } from 'vitest';
import { carrierChoices, carrierLabel, trackingUrl } from './carriers.ts';

describe('trackingUrl', () => {
  it("links each known carrier's tracking page for the number", () => {
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('fedex', '123456789012')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingUrl('usps', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl('dhl', '1234567890')).toContain('tracking-id=1234567890');
  });

  it('has no link for another carrier, no carrier or no number', () => {
    expect(trackingUrl('other', '12345')).toBeNull();
    expect(trackingUrl(null, '12345')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
    expect(trackingUrl('ups', '  ')).toBeNull();
  });

  it('keeps what staff typed inside the number from changing the address', () => {
    expect(trackingUrl('ups', ' 1Z 99&x=1 ')).toBe(
      'https://www.ups.com/track?tracknum=1Z%2099%26x%3D1',
    );
  });
});

describe('carriers', () => {
  it('are named for staff and buyers', () => {
    expect(carrierChoices.map((choice) => choice.label)).toEqual([
      'UPS',
      'FedEx',
      'USPS',
      'DHL',
      'Other carrier',
    ]);
    expect(carrierLabel('fedex')).toBe('FedEx');
  });
});

import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/** A 120 × 90 orange PNG: a photo the server takes by the product images' rules. */
export const photoFile = (name = 'dent.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAHgAAABaCAIAAAD8YgW4AAAACXBIWXMAAAPoAAAD6AG1e1JrAAABOklEQVR4nO3UAY0DARDDwIIw2CI+HCXRflavkYLAcvx63tnzewgvlJ8/UQ3ogO4/vY3RAd1cQ0Y3Bycd3ZxGB3RzDRndHJx0dHMaHdDNNWR0c3DS0c1pdEA315DRzcFJRzen0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNw0tHNaXRAN9eQ0c3BSUc3p9EB3VxDRjcHJx3dnEYHdHMNGd0cnHR0cxod0M01ZHRzcNLRzWl0QDfXkNHNwUlHN6fRAd1cQ0Y3Bycd3ZxGB3RzDRndHJx0dHMaHdDNNWR0c3DS0c1pdEA315DRzcFJRzen0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNw0tHNaXRAN9eQ0c3BSUc3p9EB3VxDRjcHJx3dnEYHdHMNv7gPeQj85fnAmPoAAAAASUVORK5CYII=',
    'base64',
  ),
});

/** The image has loaded from the server: drawn, not a broken-image box. */
export async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

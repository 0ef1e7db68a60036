import * as z from 'zod';
import { orderStatuses } from '@buildright/db/domain';
import {
  dateField,
  emailField,
  idOf,
  idParam,
  INT4_MAX,
  moneyField,
  optionalText,
  quantityField,
  requiredText,
  wholeNumber,
} from './fields.ts';
import { fitmentInput } from './fitment-input.ts';
import { isMoneyString, toCents } from './money.ts';

/** One record, named by its id (`{ id }`). */
export const idInput = z.strictObject({ id: idParam });

// Sign-in and registration (SPEC §5)
export const loginInput = z.object({
  username: requiredText('Username is required', 100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  username: requiredText('Username is required', 50)
    .min(3, 'Username must be at least 3 characters')
    .regex(/^[\w.-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores'),
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** A browser form choosing a password: the same fields plus a confirmation that is never sent. */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) {
  return input
    .extend({
      confirmPassword: z
        .string({ error: 'Please confirm your password' })
        .min(1, 'Please confirm your password'),
    })
    .refine(
      (form) => {
        const { password, confirmPassword } = form as {
          password?: unknown;
          confirmPassword: string;
        };
        return password === confirmPassword;
      },
      {
        message: "Passwords don't match",
        path: ['confirmPassword'],
      },
    );
}

export const registerForm = withPasswordConfirmation(registerInput);

// Contact (SPEC §5)
export const contactInput = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
  phone: optionalText(50),
  company: optionalText(200),
  subject: requiredText('Subject is required'),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.infer<typeof contactInput>;

/** POST /api/send-email: whatever `to` says, it goes to the shop's own address. */
export const shopEmailInput = z.object({
  subject: requiredText('Subject is required'),
  message: requiredText('Message is required', 10_000),
  replyTo: emailField().nullish(),
});
export type ShopEmailInput = z.infer<typeof shopEmailInput>;

// Checkout (SPEC §5)
export const checkoutInfo = z.object({
  customerName: requiredText('Full name is required'),
  customerEmail: emailField(),
  customerPhone: requiredText('Phone number is required', 50),
  customerAddress: requiredText('Address is required', 1000),
});
export type CheckoutInfo = z.infer<typeof checkoutInfo>;

export const MAX_LINE_QUANTITY = 999;

export const cartLineInput = z.strictObject({
  productId: idOf('Product id'),
  quantity: quantityField(MAX_LINE_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const cartLines = z
  .array(cartLineInput, { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(100, 'A cart holds at most 100 different products');

export const placeOrderInput = checkoutInfo.extend({ items: cartLines });
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

// Admin: products and categories
export const MAX_PRODUCT_IMAGES = 8;

export const productImageInput = z.strictObject({
  url: requiredText('Image URL is required', 2000),
  order: wholeNumber('Image order must be a whole number', { min: 0, max: INT4_MAX }),
  alt: optionalText(200).transform((alt) => alt ?? undefined),
});

export const productInput = z
  .strictObject({
    name: requiredText('Name is required'),
    description: requiredText('Description is required', 50_000),
    price: moneyField('Price is required', 'Price must be an amount like 1299.00'),
    salePrice: moneyField('Sale price is required', 'Sale price must be an amount like 999.00')
      .nullish()
      .transform((value) => value ?? null),
    stock: wholeNumber('Stock must be a whole number', {
      min: 0,
      max: 1_000_000,
      minMessage: 'Stock cannot be negative',
      maxMessage: 'Stock must be at most 1,000,000',
      requiredMessage: 'Stock is required',
    }),
    categoryId: idOf('Category id'),
    imageUrl: optionalText(2000),
    images: z
      .array(productImageInput)
      .max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} images`)
      .default([]),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    /** Left out on an update, the product keeps its fitment; on a create it is universal. */
    fitment: fitmentInput.optional(),
  })
  // Refinements run even when a field failed: amounts that did not parse are reported there.
  .refine(
    (p) =>
      p.salePrice === null ||
      !isMoneyString(p.salePrice) ||
      !isMoneyString(p.price) ||
      toCents(p.salePrice) < toCents(p.price),
    {
      message: 'Sale price must be lower than the price',
      path: ['salePrice'],
    },
  );
export type ProductInput = z.input<typeof productInput>;

/** The warehouse's change: a product's stock alone, with the product form's rules. */
export const productStockInput = z.strictObject({ id: idParam, stock: productInput.shape.stock });
export type ProductValues = z.output<typeof productInput>;

export const categoryInput = z.strictObject({
  name: requiredText('Category name is required', 100),
  description: optionalText(500),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;

// Admin: orders
export const orderUpdateInput = z.strictObject({
  status: z.enum(orderStatuses, {
    error: `Status must be one of ${orderStatuses.join(', ')}`,
  }),
  trackingNumber: z
    .string()
    .trim()
    .max(100, 'Tracking number must be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  estimatedDelivery: dateField('Estimated delivery')
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(5000).optional(),
});
export type OrderUpdateInput = z.input<typeof orderUpdateInput>;

import type { ReactElement } from 'react';

/** What every template may use besides its own data: who the shop is and where it lives. */
export interface ShopIdentity {
  name: string;
  email: string;
  /** Absolute origin of the shop, for links. */
  url: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Stored files an attachment may read (product documents), by the address the shop gave them. */
export interface StoredFiles {
  read(url: string): Promise<Buffer | null>;
}

/**
 * One kind of e-mail. `data` is stored in the outbox row as JSON, so it holds plain values
 * (dates as ISO strings), frozen when the e-mail was queued.
 */
export interface EmailTemplate<Data> {
  /**
   * The shop's own words and numbers (an order, quote or invoice number, a role) only: never
   * text a customer wrote (a name, a company name, a message), or anyone could have the shop
   * deliver their words to an inbox as its subject line. Such text may appear in the body, where
   * it is escaped.
   */
  subject(data: Data): string;
  render(data: Data, shop: ShopIdentity): ReactElement;
  /** The plain-text part when it must read a particular way; else it is derived from the HTML. */
  text?(data: Data): string;
  /**
   * Files drawn from the stored data when the e-mail is sent (e.g. the quote PDF), or read from
   * the store (a product's spec sheet).
   */
  attachments?(data: Data, shop: ShopIdentity, files: StoredFiles): Promise<EmailAttachment[]>;
}

export const defineTemplate = <Data>(template: EmailTemplate<Data>) => template;

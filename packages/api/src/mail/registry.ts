import type { EmailTemplate } from './template.ts';

/**
 * Every e-mail the shop sends, by the name stored in the outbox. The domains own their
 * templates; the top of the package (`email-templates.ts`) lists them once, registers them here
 * and names their data types by merging into this interface, so mail knows no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EmailTemplates {}

export type EmailTemplateName = keyof EmailTemplates & string;

export type EmailDataOf<Name extends EmailTemplateName> =
  EmailTemplates[Name] extends EmailTemplate<infer Data> ? Data : never;

const registered = new Map<string, EmailTemplate<unknown>>();

export function registerEmailTemplates(templates: EmailTemplates) {
  for (const [name, template] of Object.entries(templates)) {
    registered.set(name, template as EmailTemplate<unknown>);
  }
}

/** The template stored under `name`; a name nothing registered is a programming error. */
export function emailTemplateNamed(name: string): EmailTemplate<unknown> {
  const template = registered.get(name);
  if (!template) throw new Error(`Unknown e-mail template "${name}"`);
  return template;
}

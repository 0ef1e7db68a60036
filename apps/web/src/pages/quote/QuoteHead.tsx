import { pageTitle } from '../../seo/page-text.ts';

/** A quote's pages belong to whoever holds the link: titled, but kept out of search engines. */
export function QuoteHead({ title }: { title: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

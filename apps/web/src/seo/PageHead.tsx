import type { ReactNode } from 'react';
import { SHOP_NAME } from './page-text.ts';
import { absoluteUrl, usePublicUrl } from './public-url.tsx';

interface PageHeadProps {
  title: string;
  description: string;
  /** The page's own address; left out where the page has none worth indexing (404). */
  path?: string;
  /** Shown in link previews; a path on the shop or an absolute url. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'product';
  /** Further Open Graph properties of this kind of page (a product's price). */
  children?: ReactNode;
}

/**
 * A page's title, description, canonical link and link-preview tags. React lifts them into the
 * document's head: the server's render sends them there, and they follow client-side navigation.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  imageAlt,
  type = 'website',
  children,
}: PageHeadProps) {
  const publicUrl = usePublicUrl();
  const url = path === undefined ? undefined : absoluteUrl(publicUrl, path);
  const imageUrl = image === undefined ? undefined : absoluteUrl(publicUrl, image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </>
  );
}

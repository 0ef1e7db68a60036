import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './JsonLd.tsx';
import { PageHead } from './PageHead.tsx';
import { PublicUrlContext } from './public-url.tsx';

function draw(node: React.ReactNode) {
  return renderToString(
    <PublicUrlContext value="https://shop.example">
      <main>{node}</main>
    </PublicUrlContext>,
  );
}

describe('page head', () => {
  it('puts title, description, canonical and link-preview tags ahead of the page', () => {
    const html = draw(
      <PageHead
        title="Trench Bucket | BuildRight Equipment"
        description="A bucket & more"
        path="/equipment/4"
        image="/uploads/a.webp"
        imageAlt="Trench Bucket"
        type="product"
      >
        <meta property="product:price:amount" content="120.00" />
      </PageHead>,
    );
    const head = html.slice(0, html.indexOf('<main>'));
    expect(head).toContain('<title>Trench Bucket | BuildRight Equipment</title>');
    expect(head).toContain('<meta name="description" content="A bucket &amp; more"/>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/equipment/4"/>');
    expect(head).toContain('<meta property="og:type" content="product"/>');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/equipment/4"/>');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/uploads/a.webp"/>',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain('<meta property="product:price:amount" content="120.00"/>');
    expect(html.slice(head.length)).toBe('<main></main>');
  });

  it('names no address for a page that has none, and makes a small card without an image', () => {
    const html = draw(<PageHead title="404 Page Not Found" description="Gone" />);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
  });
});

describe('JSON-LD block', () => {
  it('cannot be closed early by the data it carries', () => {
    const name = '</script><script>alert(1)</script>';
    const html = draw(
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Thing', name }} />,
    );
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name });
  });
});

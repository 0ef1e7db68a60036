/**
 * For the tests: a rendered PDF read back as text by an independent reader (pdf.js), one string
 * per page with one line per row of the page, so a table row reads "Name SKU 2 $1.00 $2.00".
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the metrics of the standard fonts (Helvetica) from its own package.
const standardFontDataUrl =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Runs closer than this (in points) belong to one word, as pdf.js may split text at any glyph. */
const SAME_WORD_GAP = 0.5;

function rowsOf(runs: Run[]): string[] {
  const rows = new Map<number, Run[]>();
  for (const run of runs) {
    const y = Math.round(run.y);
    rows.set(y, [...(rows.get(y) ?? []), run]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      row.sort((a, b) => a.x - b.x);
      return row
        .map((run, i) => {
          const previous = row[i - 1];
          const joined = !previous || run.x - (previous.x + previous.width) < SAME_WORD_GAP;
          return joined ? run.text : ` ${run.text}`;
        })
        .join('');
    });
}

export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const runs = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
          : [],
      );
      pages.push(rowsOf(runs).join('\n'));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

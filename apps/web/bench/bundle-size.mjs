// Reports the JavaScript and CSS each route of the built shop loads, gzipped, from Vite's
// manifest; fails when the home route goes over its budget (issue 3: 200 KB gzipped) or a page
// the server draws loads zod.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_BYTES = 200 * 1024;
const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build found: run `pnpm --filter @buildright/web build` first.');
  process.exit(1);
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** The chunks a module loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function sizes(keys) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const key of keys) {
    // A module that only imports styles becomes a CSS file of its own.
    if (manifest[key].file.endsWith('.css')) cssFiles.add(manifest[key].file);
    else js += gzipSize(manifest[key].file);
    for (const file of manifest[key].css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gzipSize(file);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const entrySizes = sizes(entry);

// Every screen after the first waits for the full set of styles (src/lib/all-styles.ts).
const allStylesKey = Object.keys(manifest).find((key) => key.endsWith('styles/mantine-all.ts'));
const allStyles = allStylesKey ? [...closure(allStylesKey)] : [];

/** Route screens are the router's lazy imports; their names come from the file names. */
const routes = (manifest[entryKey].dynamicImports ?? [])
  .filter((key) => key.startsWith('src/pages/'))
  .map((key) => {
    const own = [...new Set([...closure(key), ...allStyles])].filter((chunk) => !entry.has(chunk));
    const extra = sizes(own);
    return {
      route: key.replace(/^src\/pages\//, '').replace(/\.tsx$/, ''),
      js: entrySizes.js + extra.js,
      css: entrySizes.css + extra.css,
    };
  });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [{ route: 'home (entry)', js: entrySizes.js, css: entrySizes.css }, ...routes];
console.log('JavaScript and CSS loaded per route, gzipped:\n');
console.log(`${'route'.padEnd(40)}${'JS'.padStart(10)}${'CSS'.padStart(10)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(40)}${kb(row.js).padStart(10)}${kb(row.css).padStart(10)}`);
}

// The pages the server draws carry no validation library: forms load theirs when they are shown.
const VALIDATION_MARK = 'ZodError';
const drawnScreens = ['src/pages/catalogue/CataloguePage.tsx', 'src/pages/product/ProductPage.tsx'];
const withValidation = [entryKey, ...drawnScreens].filter((key) =>
  [...closure(key)].some((chunk) =>
    readFileSync(join(dist, manifest[chunk].file), 'utf8').includes(VALIDATION_MARK),
  ),
);
console.log(
  withValidation.length === 0
    ? '\nHome, catalogue and product pages load no validation library (zod).'
    : `\nZod loads with ${withValidation.join(', ')}: move its schemas behind the form that needs them.`,
);

const verdict = entrySizes.js <= HOME_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `\nHome route JavaScript: ${kb(entrySizes.js)}, ${verdict} the ${kb(HOME_BUDGET_BYTES)} budget.`,
);
if (entrySizes.js > HOME_BUDGET_BYTES || withValidation.length > 0) process.exit(1);

// Checks every query of the Grafana dashboards with promtool, as recording rules: Grafana's own
// variables are given the values it would substitute. A query that does not parse fails `pnpm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const grafanaDir = new URL('./grafana/', import.meta.url);
const asPrometheusReads = (expr) =>
  expr.replaceAll('$__rate_interval', '5m').replaceAll('$instance', '.*');

const rules = [];
for (const file of readdirSync(grafanaDir).filter((name) => name.endsWith('.json'))) {
  const dashboard = JSON.parse(readFileSync(new URL(file, grafanaDir), 'utf8'));
  for (const panel of dashboard.panels) {
    for (const target of panel.targets ?? []) {
      rules.push({ file, panel: panel.title, expr: asPrometheusReads(target.expr) });
    }
  }
}
if (rules.length === 0) throw new Error('No dashboard queries found in ops/grafana');

const dir = mkdtempSync(join(tmpdir(), 'buildright-dashboard-'));
try {
  const rulesFile = join(dir, 'dashboard-queries.yml');
  const group = rules.map(
    ({ expr }, index) =>
      `      - record: dashboard_query_${index}\n        expr: ${JSON.stringify(expr)}`,
  );
  writeFileSync(rulesFile, `groups:\n  - name: dashboard\n    rules:\n${group.join('\n')}\n`);
  const checked = spawnSync('promtool', ['check', 'rules', rulesFile], { encoding: 'utf8' });
  if (checked.error) throw checked.error;
  if (checked.status !== 0) {
    console.error(checked.stdout + checked.stderr);
    rules.forEach(({ file, panel }, index) =>
      console.error(`dashboard_query_${index}: ${file}, "${panel}"`),
    );
    process.exit(1);
  }
  console.log(`${rules.length} dashboard queries parse (promtool check rules)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// `npm run bundle:report`: builds the staff app and the citizen portal with the treemap plugin on
// (GDOC_BUNDLE_REPORT=1) into out/bundle-report/build, writes out/bundle-report/{staff,citizen}.html
// (what each chunk holds, raw and gzipped) and prints every chunk's size, the initial ones marked,
// with the initial totals against tests/unit/bundleBudget.json.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeLoad, readBudget } from './budget';
import { BUILDS, buildInto, ROOT } from './builds';
import { initialFiles, initialLoad, kb, readManifest, sizeOf } from './initialChunks';
import { bundleReportDir } from './reportPlugin';

const reportDir = bundleReportDir(ROOT);
const outDir = join(reportDir, 'build');
buildInto(outDir, { GDOC_BUNDLE_REPORT: '1' });
const budget = readBudget();

for (const build of BUILDS) {
  const dir = build.rendererDir(outDir);
  const initial = new Set(Object.values(initialFiles(readManifest(dir), build.entry)).flat());
  const files = readdirSync(join(dir, 'assets'))
    .filter((file) => /\.(js|mjs|css)$/.test(file))
    .map((file) => sizeOf(dir, join('assets', file)))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${build.name} (${relative(ROOT, join(reportDir, `${build.name}.html`))}): ${files.length} arquivos; * = carga inicial`);
  for (const size of files) console.log(`${initial.has(size.file) ? '*' : ' '} ${size.file.padEnd(64)} ${kb(size.raw).padStart(11)} ${kb(size.gzip).padStart(10)} gzip`);
  console.log(describeLoad(build.name, initialLoad(dir, build.entry), budget[build.name]));
}

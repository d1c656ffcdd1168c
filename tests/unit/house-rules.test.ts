import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house's laws are lint rules, not habits: each probe below, written where the law applies,
 * must fail `npm run lint` (eslint.config.mjs), and the same code where it is allowed must pass.
 */
const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// The first lint loads ESLint's whole configuration (Next's plugins, TypeScript's parser): a few
// seconds alone, many more beside the rest of the suite on a 2-core machine.
describe('lint enforces the house rules', { timeout: 60_000 }, () => {
  it('process.env is read only in lib/env.ts, not in product code', async () => {
    const code = 'export const port = process.env.PORT;\n';
    for (const file of ['lib/leads/probe.ts', 'app/probe.ts', 'components/probe.tsx', 'proxy.ts'])
      expect(await ruleIdsFor(file, code), file).toContain('no-restricted-properties');
    expect(await ruleIdsFor('lib/env.ts', code)).not.toContain('no-restricted-properties');
  });

  it('unit tests mock no module: their files share imports', async () => {
    const code = "import { vi } from 'vitest';\nvi.mock('next-intl/server', () => ({}));\n";
    expect(await ruleIdsFor('tests/unit/probe.test.ts', code)).toContain(
      'no-restricted-properties',
    );
    expect(await ruleIdsFor('tests/integration/probe.test.ts', code)).not.toContain(
      'no-restricted-properties',
    );
  });

  it('lib never imports components or app', async () => {
    for (const code of [
      "export { Star } from '@/components/ui/icons';\n",
      "import Page from '@/app/[locale]/page';\nexport default Page;\n",
      "export { Car } from '../../components/illustrations/Car';\n",
    ])
      expect(await ruleIdsFor('lib/content/probe.ts', code), code).toContain(
        'no-restricted-imports',
      );
    expect(
      await ruleIdsFor(
        'components/probe.ts',
        "export { iconKeys } from '@/lib/content/icon-keys';\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it("islands never format with next-intl's hooks (the browser's next-intl has no ICU parser)", async () => {
    const code =
      "'use client';\nimport { useTranslations } from 'next-intl';\nexport const useT = () => useTranslations('Error');\n";
    for (const file of ['components/home/Probe.tsx', 'app/[locale]/probe.tsx'])
      expect(await ruleIdsFor(file, code), file).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'components/home/Probe.tsx',
        "'use client';\nimport { useTexts } from '@/i18n/texts';\nexport const useT = () => useTexts('Error');\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('scripts never import bench (bench may use scripts)', async () => {
    const code = "export { httpLoad } from '../bench/http-load.mjs';\n";
    expect(await ruleIdsFor('scripts/probe.mjs', code)).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor('bench/probe.mjs', "export * from '../scripts/local-nginx-config.mjs';\n"),
    ).not.toContain('no-restricted-imports');
  });
});

describe('tidy rooms', () => {
  it('keeps at most 8 loose files at the root of lib/ (the rest live in a folder named for its concern)', async () => {
    const { readdir } = await import('node:fs/promises');
    const entries = await readdir(join(process.cwd(), 'lib'), { withFileTypes: true });
    const loose = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(loose.length, loose.join(', ')).toBeLessThanOrEqual(8);
  });

  // A newcomer who searches for a file name (or reads `from './worker'`) must land on the one
  // file meant, not on one of two workers or two repositories. Imports name a file without its
  // extension, so format.ts and format.tsx would repeat a name too. Prisma's generated client is
  // not ours to name.
  it('gives every file under lib/ a name of its own', async () => {
    const { readdir } = await import('node:fs/promises');
    const lib = join(process.cwd(), 'lib');
    const generated = join(lib, 'db', 'generated');
    const entries = await readdir(lib, { recursive: true, withFileTypes: true });
    const pathsByName = new Map<string, string[]>();
    for (const entry of entries) {
      const folder = entry.parentPath;
      if (!entry.isFile() || folder === generated || folder.startsWith(generated + sep)) continue;
      const name = entry.name.replace(/\.[^.]+$/, '');
      const path = relative(process.cwd(), join(folder, entry.name));
      pathsByName.set(name, [...(pathsByName.get(name) ?? []), path]);
    }
    const repeated = [...pathsByName.values()].filter((paths) => paths.length > 1);
    expect(repeated).toEqual([]);
  });
});

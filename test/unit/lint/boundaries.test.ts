import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Lints a line of code as if it were written in a file of the named folder, with the project's own
// configuration (types are not needed by the import rules, so type-aware linting is turned off).
const eslint = new ESLint({
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { rules: { '@typescript-eslint/consistent-type-imports': 'off', '@typescript-eslint/no-unused-vars': 'off' } },
  ],
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['functions/core/campaigns/new-service.ts', "import type { X } from '../../adapters/dynamodb/client';"],
    ['functions/core/campaigns/new-service.ts', "import { x } from '../../composition/wiring';"],
    ['functions/core/ports/new-port.ts', "import type { X } from '../accounts/accounts-service';"],
    ['functions/core/ports/new-port.ts', "import type { X } from '../tracking/machine-events';"],
    ['functions/core/ports/new-port.ts', "import type { TenantContext } from '../tenant';"],
    ['functions/core/ports/new-port.ts', "import type { X } from '../../adapters/dynamodb/client';"],
    ['functions/core/ports/new-port.ts', "import type { X } from '../../logger';"],
    ['functions/middleware/new-middleware.ts', "import { x } from '../http/request';"],
    ['functions/middleware/new-middleware.ts', "import { x } from '../adapters/dynamodb/client';"],
    ['functions/adapters/new-adapter.ts', "import { x } from '../composition/wiring';"],
    ['functions/http/company/new-route.ts', "import { x } from '../../adapters/dynamodb/client';"],
    ['infra/new-construct.ts', "import { x } from '../functions/adapters/dynamodb/table';"],
    ['shared/api/new-contract.ts', "import { x } from '../../functions/core/errors';"],
    ['web/src/pages/new-page.tsx', "import { x } from '../../../functions/core/errors';"],
  ])('refuses, in %s, %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([expect.stringContaining('import boundaries') as string]);
  });

  it.each([
    ['functions/core/campaigns/new-service.ts', "import type { X } from '../ports/stores';"],
    ['functions/core/ports/new-port.ts', "import type { X } from './items';"],
    ['functions/core/ports/new-port.ts', "import type { X } from '../../../shared/domain/email';"],
    ['functions/composition/services/new-service.ts', "import { x } from '../../adapters/dynamodb/client';"],
    ['functions/http/company/new-route.ts', "import { x } from '../../composition/http';"],
    ['infra/new-construct.ts', "import { x } from '../shared/platform/needs';"],
    ['shared/api/new-contract.ts', "import { x } from '../platform/needs';"],
  ])('allows, in %s, %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

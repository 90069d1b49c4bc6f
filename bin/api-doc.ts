/** Writes docs/api.md from the API contract: `npm run docs:api`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { apiReference } from '../shared/api/reference';
import { ROUTES } from '../shared/api/routes';

const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));
writeFileSync(target, apiReference(ROUTES));
process.stdout.write(`Wrote ${ROUTES.length} routes to docs/api.md\n`);

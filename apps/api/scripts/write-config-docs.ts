import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configurationMarkdown, envExample } from '../src/platform/config/config-reference';

// docs/configuration.md and .env.example, from the settings' own declarations (a test compares them).
const root = join(__dirname, '..', '..', '..');
writeFileSync(join(root, 'docs', 'configuration.md'), configurationMarkdown());
writeFileSync(join(root, '.env.example'), envExample());

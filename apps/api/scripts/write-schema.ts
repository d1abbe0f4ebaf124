import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_FILE_HEADER, printAppSchema } from '../src/app/print-app-schema';

// Regenerates apps/api/schema.gql, the contract the web's codegen reads.
printAppSchema()
  .then((schema) => {
    writeFileSync(join(__dirname, '..', 'schema.gql'), SCHEMA_FILE_HEADER + schema);
    console.log('apps/api/schema.gql written');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

/** The SQLSTATE of a failed query, whether TypeORM wrapped pg's error (driverError) or pg's came bare. */
export const sqlStateOf = (error: unknown): string | undefined =>
  (error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;

/** deadlock_detected: PostgreSQL rolled the statement back; trying it again is the answer. */
export const DEADLOCK = '40P01';

#!/bin/sh
# The read replica: on first start, a base backup of the primary written as a hot standby; then PostgreSQL.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h db -U "$POSTGRES_USER"; do sleep 1; done
  PGPASSWORD="$POSTGRES_PASSWORD" pg_basebackup -h db -U "$POSTGRES_USER" -D "$PGDATA" --write-recovery-conf --wal-method=stream
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on

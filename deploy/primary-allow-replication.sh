#!/bin/sh
# Run once by the postgres image when it creates the primary's cluster: the replica may stream from it.
set -eu
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"

#!/bin/sh
# The password of the role the app connects as (made by 10-frontdesk-roles.sql), from
# FRONTDESK_DB_PASSWORD. psql quotes the value itself (:'password'), whatever it holds. PostgreSQL's
# image runs this once, when its data volume is new, after the SQL file; it may be run again by
# hand to change the password (docs/deploy.md, "The database roles").
if [ -z "${FRONTDESK_DB_PASSWORD:-}" ]; then
  echo "FRONTDESK_DB_PASSWORD is not set: the app's database role would have no password" >&2
  exit 1
fi
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" \
  --dbname "${POSTGRES_DB:-frontdesk}" --set=password="$FRONTDESK_DB_PASSWORD" <<'SQL'
ALTER ROLE frontdesk_owner PASSWORD :'password';
SQL

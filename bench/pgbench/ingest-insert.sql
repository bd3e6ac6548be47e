-- The limit the game-progress API is compared with (issue 11 "Performance"): the same 100 game_events
-- rows one API batch records, inserted by one multi-row INSERT ... ON CONFLICT DO NOTHING per
-- transaction, nothing else (no signature, no JSON, no player lookup or lock, no HTTP).
-- Run by bench/ingest-throughput.ts: pgbench -n -M extended -D studio_id=<uuid> -f ingest-insert.sql
\set batch random(1, 1000000000)
BEGIN;
insert into "game_events" ("studio_id", "event_id", "status", "user_id", "identity_kind", "identity", "game_key", "type", "value", "attributes", "occurred_at", "received_at", "applied_at", "expires_at")
select :studio_id::uuid, 'pgbench-' || :client_id || '-' || :batch || '-' || txid_current() || '-' || i, 'applied', u.id, 'email', u.email, 'rift-runners', 'score', i, '{"mode":"ranked"}'::jsonb, now(), now(), now(), null
  from generate_series(1, 100) as i
  join lateral (select id, email from users where email = 'ingest-' || (1 + (i * 7 + :batch) % 800) || '@bench.test') u on true
on conflict do nothing;
COMMIT;

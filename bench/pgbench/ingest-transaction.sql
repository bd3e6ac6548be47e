-- The database work of one API batch (apps/server/src/modules/game-progress/ingest.ts), for the second
-- comparison of bench/ingest-throughput.ts: the studio key read, then in one transaction the batch's
-- players found and locked in id order (the player lock), and the same 100 game_events rows inserted.
-- Everything the API adds on top (HTTP, JSON, signature, validation) is what the two rates differ by.
\set batch random(1, 1000000000)
select "studio_keys"."id", "studio_keys"."secret" from "studio_keys" inner join "studios" on "studios"."id" = "studio_keys"."studio_id" where ("studio_keys"."id" = :key_id and "studio_keys"."revoked_at" is null);
BEGIN;
select "id", "email" from "users" where "email" = any(array(select 'ingest-' || (1 + (i * 7 + :batch) % 800) || '@bench.test' from generate_series(1, 100) as i)) order by "id" for no key update;
insert into "game_events" ("studio_id", "event_id", "status", "user_id", "identity_kind", "identity", "game_key", "type", "value", "attributes", "occurred_at", "received_at", "applied_at", "expires_at")
select :studio_id::uuid, 'pgbench-tx-' || :client_id || '-' || :batch || '-' || txid_current() || '-' || i, 'applied', u.id, 'email', u.email, 'rift-runners', 'score', i, '{"mode":"ranked"}'::jsonb, now(), now(), now(), null
  from generate_series(1, 100) as i
  join lateral (select id, email from users where email = 'ingest-' || (1 + (i * 7 + :batch) % 800) || '@bench.test') u on true
on conflict do nothing;
COMMIT;

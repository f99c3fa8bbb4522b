-- docs/decisions/0032 (handles): a handle a member left is retired, never given to anyone again, so
-- nobody can take the name others knew a member by. This backfill retires what the database still
-- tells of handles replaced before retired_handles existed, and catches the invited members 0023
-- missed. (0023 may already be applied in deployments: it is left as it was.)
--
-- 1. Invited members not yet accepted (password '!invited') whose handle is not a made-up one: an
--    invitation of before 0023 that left no `user.invite` audit row kept the handle made from the
--    e-mail address. That handle is retired, and a neutral one takes its place until the invitee
--    chooses theirs on the invitation page.
INSERT INTO "retired_handles" ("handle", "user_id")
SELECT "handle", "id" FROM "users"
WHERE "password_hash" = '!invited' AND ("handle_chosen" OR lower("handle") NOT LIKE 'member-%')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "users"
SET "handle" = 'member-' || substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 12),
    "handle_chosen" = false,
    "updated_at" = now()
WHERE "password_hash" = '!invited' AND ("handle_chosen" OR lower("handle") NOT LIKE 'member-%');
--> statement-breakpoint
-- 2. The handles 0023 replaced were made from the e-mail address and 0023 kept no record of them
--    (nor do the audit rows of handle changes: `user.handle_chosen` names the new handle only), so
--    they are made again the way the code of the time made them: the invitation's (the local part
--    without characters a handle cannot have, at most 24, at least 3 padded with 0) and the listing
--    wizard's (the local part's letters and digits, lower case, at most 24). For every member who
--    is or was on a made-up handle (an invitation, a handle not chosen yet, a handle chosen later),
--    each such handle no member holds today is retired in that member's name. A numbered variant
--    (`john2`, given when the plain one was taken) cannot be known; made-up `member-…` handles
--    cannot be chosen by anyone (the handle rule), so the ones replaced before need no record
--    (changeHandle records them from now on all the same, as it does every handle left).
--    Only accounts made before the code that stopped making handles from addresses landed
--    (2026-11-28 12:40 UTC) count: a later account's address-made handle was never shown, and
--    retiring it would only tell anyone who tries that name on the registration form that some
--    member's address starts with it.
INSERT INTO "retired_handles" ("handle", "user_id")
SELECT DISTINCT ON (lower("remade"."handle")) "remade"."handle", "remade"."user_id"
FROM (
  SELECT "u"."id" AS "user_id",
         CASE WHEN length("x"."invited") < 3 THEN rpad("x"."invited", 3, '0') ELSE "x"."invited" END AS "handle"
  FROM "users" "u"
  CROSS JOIN LATERAL (
    SELECT left(coalesce(nullif(regexp_replace(split_part("u"."email", '@', 1), '[^A-Za-z0-9_.-]', '', 'g'), ''), 'user'), 24) AS "invited"
  ) "x"
  WHERE "u"."created_at" < timestamptz '2026-11-28 12:40:00+00'
    AND ("u"."handle_chosen" = false
      OR "u"."id"::text IN (SELECT "entity_id" FROM "audit_log" WHERE "entity" = 'user' AND "action" IN ('user.invite', 'user.handle_chosen')))
  UNION ALL
  SELECT "u"."id", left(lower(regexp_replace(split_part("u"."email", '@', 1), '[^A-Za-z0-9]', '', 'g')), 24)
  FROM "users" "u"
  WHERE "u"."created_at" < timestamptz '2026-11-28 12:40:00+00'
    AND ("u"."handle_chosen" = false
      OR "u"."id"::text IN (SELECT "entity_id" FROM "audit_log" WHERE "entity" = 'user' AND "action" IN ('user.invite', 'user.handle_chosen')))
) "remade"
WHERE length("remade"."handle") >= 3
  AND NOT EXISTS (SELECT 1 FROM "users" "holder" WHERE lower("holder"."handle") = lower("remade"."handle"))
ORDER BY lower("remade"."handle"), "remade"."user_id"
ON CONFLICT DO NOTHING;

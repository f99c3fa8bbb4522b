-- Issue 27, item 3 (docs/decisions/0032): handles used to be made from the local part of the
-- member's e-mail address, which then showed on every public page: for every member an
-- administrator invited, and for accounts the listing wizard made without a usable name. Those
-- members get a neutral handle instead ("member-" and 12 random hex digits, never derived from the
-- address) and are asked to choose their own on their next visit (handle_chosen).
UPDATE "users"
SET "handle" = 'member-' || substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 12),
    "handle_chosen" = false,
    "updated_at" = now()
WHERE "id"::text IN (SELECT "entity_id" FROM "audit_log" WHERE "action" = 'user.invite' AND "entity" = 'user')
   OR (
     -- The wizard's fallback: no name to make a handle from (fewer than 3 letters or digits), so the
     -- handle was the address's local part reduced to letters and digits, perhaps with a number after it.
     length(regexp_replace(lower("name"), '[^a-z0-9]', '', 'g')) < 3
     AND length(regexp_replace(lower(split_part("email", '@', 1)), '[^a-z0-9]', '', 'g')) >= 3
     AND lower("handle") ~ ('^' || left(regexp_replace(lower(split_part("email", '@', 1)), '[^a-z0-9]', '', 'g'), 24) || '[0-9]*$')
   );

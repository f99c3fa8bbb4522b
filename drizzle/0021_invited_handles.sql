-- Issue 27, item 3 (docs/decisions/0032): an invitation used to make the member's handle from the
-- local part of their e-mail address, which then showed on every public page. Every member an
-- administrator invited gets a neutral handle instead ("member-" and 12 random hex digits, never
-- derived from the address) and is asked to choose their own on their next visit (handle_chosen).
UPDATE "users"
SET "handle" = 'member-' || substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 12),
    "handle_chosen" = false,
    "updated_at" = now()
WHERE "id"::text IN (SELECT "entity_id" FROM "audit_log" WHERE "action" = 'user.invite' AND "entity" = 'user');

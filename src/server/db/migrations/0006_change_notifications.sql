-- Change feed for per-process caches (src/server/lib/db-notifications.ts). Every process keeps
-- recently checked sessions and the system settings in memory; these triggers announce, after
-- commit, that a user's row or one of their sessions changed (credits, ban, role, logout, expiry
-- roll) or that a setting changed, whichever code path or process made the change, so each cache
-- drops its copy at once instead of serving it until a timeout.
CREATE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('vtx_user_changed', OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION notify_session_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('vtx_user_changed', OLD.user_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION notify_settings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('vtx_settings_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE ON "system_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changed();

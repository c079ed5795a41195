/**
 * Every change to a conversation (a new message, read, AI pause, its name) says so on the `inbox_changed` channel with
 * `user:account:conversation`: each server process pushes it to the user's open pages (modules/inbox/live), whichever
 * process made the change.
 */
export const sql = /* sql */ `
CREATE FUNCTION notify_conversation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inbox_changed', NEW.user_id::text || ':' || NEW.account_id::text || ':' || NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER conversations_changed AFTER INSERT OR UPDATE ON conversations
  FOR EACH ROW EXECUTE FUNCTION notify_conversation_change();
`;

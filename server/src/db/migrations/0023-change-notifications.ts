/**
 * Every write to a user's jobs says so on the `jobs_changed` channel with the user's id: a process
 * keeps each user's version of the polled job reads in memory and forgets it when told, so a poll that finds
 * nothing changed costs no query. pg_notify sends one notification per distinct payload per transaction.
 */
export const sql = /* sql */ `
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_changed AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('jobs_changed');
`;

/**
 * The phone lists page's poll: writes to a user's lists and schedules say so on
 * `phone_lists_changed` (their numbers' outcomes follow the jobs, which notify `jobs_changed`).
 */
export const sql = /* sql */ `
CREATE TRIGGER phone_lists_changed AFTER INSERT OR UPDATE OR DELETE ON phone_lists
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('phone_lists_changed');

CREATE TRIGGER job_schedules_changed AFTER INSERT OR UPDATE OR DELETE ON job_schedules
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('phone_lists_changed');
`;

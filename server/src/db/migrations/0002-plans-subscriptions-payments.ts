/**
 * Plans are data: the rows below are the initial offer and may be edited in the database without code.
 * A subscription is one row per user (the current plan and its window); its status is derived from
 * is_trial and end_date, so it never drifts. payos_sim_links belongs to the local payOS simulator.
 */
export const sql = /* sql */ `
CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  display_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  duration_days integer NOT NULL CHECK (duration_days > 0),
  account_limit integer NOT NULL CHECK (account_limit >= -1),
  daily_job_limit integer NOT NULL CHECK (daily_job_limit >= -1),
  concurrent_job_limit integer NOT NULL CHECK (concurrent_job_limit >= -1),
  features text[] NOT NULL DEFAULT '{}',
  feature_labels text[] NOT NULL DEFAULT '{}',
  popular boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO plans (name, display_name, description, price, duration_days, account_limit, daily_job_limit,
                   concurrent_job_limit, features, feature_labels, popular, sort_order) VALUES
  ('basic', 'Basic', 'Cho cá nhân bắt đầu chăm sóc khách hàng trên Zalo', 199000, 30, 3, 20, 1,
   ARRAY[]::text[],
   ARRAY['Quản lý tối đa 3 tài khoản Zalo', '20 jobs mỗi ngày, 1 job chạy cùng lúc', 'Gửi tin nhắn và kết bạn hàng loạt',
         'Bot trả lời tự động bằng AI', 'Quản lý proxy cho từng tài khoản'],
   false, 1),
  ('plus', 'Plus', 'Cho cửa hàng và nhóm bán hàng cần tự động hóa nhiều hơn', 499000, 30, 10, 100, 3,
   ARRAY['schedule_messages'],
   ARRAY['Quản lý tối đa 10 tài khoản Zalo', '100 jobs mỗi ngày, 3 jobs chạy cùng lúc', 'Mọi tính năng của gói Basic',
         'Lên lịch gửi tin nhắn hằng ngày', 'Kho thành viên và danh sách số điện thoại'],
   true, 2),
  ('pro', 'Pro', 'Cho doanh nghiệp vận hành nhiều tài khoản với quy mô lớn', 999000, 30, 50, -1, 10,
   ARRAY['bulk_group_messaging', 'schedule_messages'],
   ARRAY['Quản lý tối đa 50 tài khoản Zalo', 'Không giới hạn jobs mỗi ngày, 10 jobs chạy cùng lúc',
         'Mọi tính năng của gói Plus', 'Gửi tin nhắn hàng loạt vào nhóm', 'Hỗ trợ ưu tiên'],
   false, 3);

CREATE TABLE subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES plans(id),
  is_trial boolean NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES plans(id),
  order_code bigint NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  description text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')),
  payment_link_id text,
  checkout_url text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_created_idx ON payments (user_id, created_at DESC);
-- One open payment per user: two racing "create" calls cannot both open one.
CREATE UNIQUE INDEX payments_one_pending_per_user ON payments (user_id) WHERE status = 'PENDING';

CREATE TABLE plan_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_plan_id uuid REFERENCES plans(id),
  to_plan_id uuid NOT NULL REFERENCES plans(id),
  reason text NOT NULL CHECK (reason IN ('TRIAL', 'PAYMENT')),
  order_code bigint,
  end_date timestamptz NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_changes_user_idx ON plan_changes (user_id, changed_at DESC);

CREATE TABLE payos_sim_links (
  id text PRIMARY KEY,
  order_code bigint NOT NULL UNIQUE,
  amount integer NOT NULL,
  description text NOT NULL,
  return_url text NOT NULL,
  cancel_url text NOT NULL,
  items jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'PENDING',
  expired_at timestamptz,
  reference text,
  paid_at timestamptz,
  cancellation_reason text,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

-- The workspace's plan (server/src/modules/billing). One installation is one workspace: one row, which `id` (always
-- true) keeps single. It starts on the Free plan.
-- `renews_at`: when a paid plan renews; none on Free. `changed_by` is a plain uid and `changed_by_name` the name
-- they had then, as in the audit log: the row outlives the member who chose the plan.
CREATE TABLE billing_plan (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'monthly', 'premium')),
  period text NOT NULL DEFAULT 'monthly' CHECK (period IN ('monthly', 'yearly')),
  renews_at timestamptz,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text,
  changed_by_name text,
  CHECK ((plan = 'free') = (renews_at IS NULL))
);
INSERT INTO billing_plan DEFAULT VALUES;

-- Withdrawn and corrected e-journal editions (docs/decisions/0046). A
-- published edition stays frozen (migration 0096), but an admin or its
-- curator may withdraw it with a reason: it stays readable at its address,
-- marked withdrawn. A correction is a new edition of the same series that
-- names the edition it corrects; publishing it links the withdrawn edition to
-- it. Every withdrawal, correction and deleted draft leaves an audit row.
ALTER TABLE ejournal_issues
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdrawn_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN withdrawal_reason text,
  -- The withdrawn edition this one corrects (a draft names it; published, it is frozen).
  ADD COLUMN corrects_id uuid REFERENCES ejournal_issues (id),
  -- The published correction of this withdrawn edition.
  ADD COLUMN replaced_by_id uuid REFERENCES ejournal_issues (id),
  ADD CONSTRAINT ejournal_issues_withdrawal_whole CHECK ((withdrawn_at IS NULL) = (withdrawal_reason IS NULL)),
  ADD CONSTRAINT ejournal_issues_withdrawn_published CHECK (withdrawn_at IS NULL OR status = 'published'),
  ADD CONSTRAINT ejournal_issues_replaced_withdrawn CHECK (replaced_by_id IS NULL OR withdrawn_at IS NOT NULL),
  ADD CONSTRAINT ejournal_issues_reason_length CHECK (withdrawal_reason IS NULL OR length(withdrawal_reason) BETWEEN 1 AND 2000);

-- The frozen guard now lets a published edition be withdrawn once (the three
-- withdrawal columns from null to set, never changed again) and be linked once
-- to its correction; its withdrawer may be unset (a deleted account), like
-- its owner. Anything else still raises.
CREATE OR REPLACE FUNCTION ejournal_published_is_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a published e-journal edition cannot be deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.title IS DISTINCT FROM OLD.title OR NEW.introduction IS DISTINCT FROM OLD.introduction
    OR NEW.sections IS DISTINCT FROM OLD.sections OR NEW.articles IS DISTINCT FROM OLD.articles
    OR NEW.status IS DISTINCT FROM OLD.status OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.edition IS DISTINCT FROM OLD.edition OR NEW.series_id IS DISTINCT FROM OLD.series_id
    OR NEW.published_at IS DISTINCT FROM OLD.published_at OR NEW.corrects_id IS DISTINCT FROM OLD.corrects_id THEN
    RAISE EXCEPTION 'a published e-journal edition cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.withdrawn_at IS NOT NULL AND (NEW.withdrawn_at IS DISTINCT FROM OLD.withdrawn_at
    OR NEW.withdrawal_reason IS DISTINCT FROM OLD.withdrawal_reason
    OR (NEW.withdrawn_by IS DISTINCT FROM OLD.withdrawn_by AND NEW.withdrawn_by IS NOT NULL)) THEN
    RAISE EXCEPTION 'a withdrawal cannot be changed or undone' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.replaced_by_id IS NOT NULL AND NEW.replaced_by_id IS DISTINCT FROM OLD.replaced_by_id THEN
    RAISE EXCEPTION 'a withdrawn edition is replaced once' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

-- The trace: who did what to which edition, when and why. Rows are only
-- added (the trigger refuses any change or deletion); no foreign key, so the
-- row outlives a deleted draft or account, and names what it was.
CREATE TABLE ejournal_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issue_id uuid NOT NULL,
  series_id uuid NOT NULL,
  edition integer NOT NULL,
  title text NOT NULL,
  action text NOT NULL CHECK (action IN ('withdrawn', 'corrected', 'deleted')),
  actor_id uuid,
  actor_name text NOT NULL,
  reason text,
  -- For 'corrected': the correction that replaced the edition.
  related_id uuid,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ejournal_audit_series_idx ON ejournal_audit (series_id, at DESC);

CREATE FUNCTION ejournal_audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the e-journal audit is append-only' USING ERRCODE = 'check_violation';
END;
$$;

CREATE TRIGGER ejournal_audit_append_only
  BEFORE UPDATE OR DELETE ON ejournal_audit
  FOR EACH ROW EXECUTE FUNCTION ejournal_audit_is_append_only();

-- The profile's experiences and interests, and members following each other (SCREENS.md: Profile).

-- [{title, company, from: 'YYYY-MM', to: 'YYYY-MM' | null}], newest first as the member ordered them.
ALTER TABLE members ADD COLUMN experiences jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE members ADD COLUMN interests text[] NOT NULL DEFAULT '{}';

CREATE TABLE member_follows (
  follower_uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  followee_uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_uid, followee_uid),
  CHECK (follower_uid <> followee_uid)
);
-- Followers of a member are counted and listed by the followee.
CREATE INDEX member_follows_followee_idx ON member_follows (followee_uid, created_at);

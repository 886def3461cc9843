-- Existing companies stay public (the column default fills them); a sign-up from now on starts
-- without it (sign-up.service.ts) and goes public when its owner confirms the e-mail.
ALTER TABLE "tenants" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();
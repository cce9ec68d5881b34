-- 今日新增 and the sources page's last-7-days delays read the newest stored announcements only (ADR 0035).
-- On a large table create it by hand first (ADR 0022): CREATE INDEX CONCURRENTLY IF NOT EXISTS "tender_ann_created_idx" ON "tender_announcements" USING btree ("created_at");
CREATE INDEX IF NOT EXISTS "tender_ann_created_idx" ON "tender_announcements" USING btree ("created_at");

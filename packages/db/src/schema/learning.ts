import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/** Video course categories (课程分类), ordered by `sort` (issue 11). */
export const videoCats = pgTable("video_cats", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

/**
 * A video course. The counters are kept on the row (changed in the same transaction as the
 * favourite, star or play that moves them) so course cards need no aggregate queries.
 */
export const videoCourses = pgTable(
  "video_courses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    catId: integer("cat_id").references(() => videoCats.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    lecturer: text("lecturer").notNull().default(""),
    /** published | hidden */
    state: text("state").notNull().default("published"),
    viewCount: integer("view_count").notNull().default(0),
    favoriteCount: integer("favorite_count").notNull().default(0),
    starSum: integer("star_sum").notNull().default(0),
    starCount: integer("star_count").notNull().default(0),
    publishedOn: date("published_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("video_courses_cat_idx").on(t.catId, t.publishedOn), index("video_courses_new_idx").on(t.publishedOn, t.id)],
);

/**
 * One lesson of a course. The uploaded source lives under `source_key`; the transcode job writes
 * the HLS renditions and the poster under `hls_prefix` (videos/<id>/…) and moves
 * `transcode_state` pending → running → done | failed, with `transcode_progress` 0–100.
 */
export const videoLessons = pgTable(
  "video_lessons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => videoCourses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
    /** free: anyone; login: signed-in users; plan: members, or a free-plan user's daily quota / points */
    access: text("access").notNull().default("free"),
    sourceKey: text("source_key"),
    /** A generated demo lesson: the transcode job makes its source clip with ffmpeg first. */
    demo: boolean("demo").notNull().default(false),
    hlsPrefix: text("hls_prefix"),
    posterKey: text("poster_key"),
    durationSec: integer("duration_sec").notNull().default(0),
    /** pending | running | done | failed */
    transcodeState: text("transcode_state").notNull().default("pending"),
    transcodeProgress: smallint("transcode_progress").notNull().default(0),
    transcodeError: text("transcode_error"),
    transcodeAttempts: integer("transcode_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("video_lessons_course_idx").on(t.courseId, t.sort), index("video_lessons_state_idx").on(t.transcodeState)],
);

export const videoFavorites = pgTable(
  "video_favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => videoCourses.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index("video_favorites_user_idx").on(t.userId, t.createdAt)],
);

/** One rating per user and course; the database refuses anything outside 1–5. */
export const videoStars = pgTable(
  "video_stars",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => videoCourses.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), check("video_stars_range", sql`${t.stars} BETWEEN 1 AND 5`)],
);

/** Where a user is in a lesson; the rows, newest first, are also the watch history. */
export const videoProgress = pgTable(
  "video_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => videoLessons.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => videoCourses.id, { onDelete: "cascade" }),
    positionSec: integer("position_sec").notNull().default(0),
    durationSec: integer("duration_sec").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("video_progress_user_idx").on(t.userId, t.updatedAt)],
);

/** Plan lessons a free-plan user has paid for (daily quota or points): paid once, watched for good. */
export const videoUnlocks = pgTable(
  "video_unlocks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => videoLessons.id, { onDelete: "cascade" }),
    /** quota | points */
    via: text("via").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

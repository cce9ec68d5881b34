import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { publication } from "./publishing";

/** Job listings (job/getJobCity, job/listPaged, /recruit). */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    city: text("city").notNull(),
    department: text("department").notNull(),
    headcount: integer("headcount").notNull().default(1),
    salary: text("salary"),
    education: text("education"),
    experience: text("experience"),
    duty: text("duty").notNull().default(""),
    requirement: text("requirement").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    ...publication(),
  },
  (t) => [index("jobs_city_idx").on(t.city)],
);

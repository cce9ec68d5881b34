// Page titles, descriptions and keywords (TDK) per page: reading is public; upsertPageInfo checks no
// permission itself, its caller does (admin's page-info service: settings:write; the demo seeder).
export { upsertPageInfo } from "./page-info";

import {
  PROCESS_FILES,
  inventory,
  migrationsFolder,
  openDatabase,
  schema_exports
} from "./chunk-7ZUXAX3K.js";
import "./chunk-PZ5AY32C.js";
export {
  PROCESS_FILES,
  inventory,
  migrationsFolder,
  openDatabase,
  schema_exports as schema
};
//# sourceMappingURL=db.js.map

// Site settings (the admin console's 系统设置): everyone reads them; updateSiteSettings checks no
// permission itself, its caller does (admin's settings service: settings:write; the demo seeder).
export { type ChatSettings, getSiteSettings, type SiteSettings, type SiteSettingsPatch, updateSiteSettings } from "./settings";

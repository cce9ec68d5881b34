// Demo data (a fresh site's content, tenders, accounts): the seeder runs as a system job on an empty
// site, and other domains' tests use the same data as fixtures. No permission of its own.
export { seedDemo } from "./seed";
export { generateTenders } from "./tender-gen";
export { realTenders, seedTenders } from "./tender-seed";
export { demoVolumeLeft, demoVolumeProgress, loadDemoVolume, planDemoVolume } from "./tender-volume";

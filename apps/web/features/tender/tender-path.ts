/** The address of an announcement's page (SPEC §2 /tender/detail/{id}/{type}/{stageType}). */
export const tenderPath = (t: { id: number; category: string; stage: string | null }) =>
  `/tender/detail/${t.id}/${t.category}/${t.stage ?? "0100"}`;

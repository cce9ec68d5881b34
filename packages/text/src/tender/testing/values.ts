// What the forms tests compare: each extracted field's value alone (no evidence or confidence).
import { extractTender } from "../index";

export const extractedValues = (title: string, text: string) =>
  Object.fromEntries(Object.entries(extractTender(title, text)).map(([k, f]) => [k, f?.value]));

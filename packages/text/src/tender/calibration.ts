// Confidence that means something: the precision observed on the development notices for each field
// and way of finding it ("field|how" → precision, Laplace-smoothed, only where five or more values
// were seen). `npm run extract-quality -- --calibrate` writes calibration-data.ts again after a rule
// change; the calibration table of the same command shows how well it holds on the test split.
import { CALIBRATION } from "./calibration-data";

export function calibrated(field: string, how: string | undefined, fallback: number): number {
  return (how && CALIBRATION[`${field}|${how}`]) || fallback;
}

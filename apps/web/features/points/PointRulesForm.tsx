import type { PointRules } from "@portal/core";
import { useId, useState } from "react";
import { type RowColumn, RowsEditor, submitWithRows } from "~/components/admin/RowsEditor";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { TextField } from "~/components/form/TextField";
import { intBetween, maxLength, required, useForm } from "~/components/form/use-form";

type Streak = { days: string; points: string };
type Earning = { code: string; name: string; points: string; dailyLimit: string; description: string };
type Consumption = Omit<Earning, "dailyLimit">;

// Sign-in pays the daily points set above the lists; its row only describes it.
const isSignIn = (row: { code: string }) => row.code === "SIGN_IN";

const STREAK_COLUMNS: RowColumn<Streak>[] = [
  {
    name: "days",
    label: "连续天数",
    width: 90,
    after: "天",
    numeric: true,
    rules: [required("请输入天数"), intBetween(2, 365, "连续天数应为 2–365 的整数")],
  },
  {
    name: "points",
    label: "奖励积分",
    width: 90,
    after: "积分",
    numeric: true,
    rules: [required("请输入积分"), intBetween(1, 10_000, "奖励积分应为 1–10000 的整数")],
  },
];
const NAME: RowColumn<Earning> = {
  name: "name",
  label: "名称",
  width: 140,
  rules: [required("请输入名称"), maxLength(20, "名称不能超过 20 个字")],
};
const POINTS: RowColumn<Earning> = {
  name: "points",
  label: "积分",
  width: 90,
  after: "积分",
  numeric: true,
  rules: [required("请输入积分"), intBetween(0, 100_000, "积分应为 0–100000 的整数")],
  disabled: isSignIn,
};
const DESCRIPTION: RowColumn<Earning> = {
  name: "description",
  label: "说明",
  width: 320,
  rules: [required("请输入说明"), maxLength(60, "说明不能超过 60 个字")],
};
const EARNING_COLUMNS: RowColumn<Earning>[] = [
  NAME,
  POINTS,
  {
    name: "dailyLimit",
    label: "每天次数（0 为仅一次）",
    width: 70,
    before: "每天",
    after: "次",
    numeric: true,
    rules: [required("请输入次数"), intBetween(0, 100, "每天次数应为 0–100 的整数")],
    disabled: isSignIn,
  },
  DESCRIPTION,
];
const CONSUMPTION_COLUMNS = [NAME, POINTS, DESCRIPTION] as RowColumn<Consumption>[];

const strings = <T extends object>(rows: T[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))) as { [K in keyof T]: string }[];

/**
 * 积分规则: daily sign-in points, streak bonuses, and the points, daily limits and wording of each
 * way to earn and spend. The list of ways is fixed by the code that pays and charges them.
 */
export function PointRulesForm({ rules, busy, onSave }: { rules: PointRules; busy: boolean; onSave: (v: PointRules) => void }) {
  const form = useForm(
    { dailyPoints: String(rules.sign.dailyPoints) },
    { dailyPoints: [required("请输入每日签到积分"), intBetween(0, 1000, "每日签到积分应为 0–1000 的整数")] },
  );
  const [streaks, setStreaks] = useState<Streak[]>(strings(rules.sign.streakBonuses));
  const [earning, setEarning] = useState<Earning[]>(strings(rules.earning));
  const [consumption, setConsumption] = useState<Consumption[]>(strings(rules.consumption));
  const [checked, setChecked] = useState(false);
  const id = useId();
  const ids = { streaks: `${id}-streaks`, earning: `${id}-earning`, consumption: `${id}-consumption` };
  const save = () => {
    const trimmed = <R extends { name: string; description: string }>(r: R) => ({
      ...r,
      name: r.name.trim(),
      description: r.description.trim(),
    });
    onSave({
      sign: {
        dailyPoints: Number(form.get().dailyPoints),
        streakBonuses: streaks.map((s) => ({ days: Number(s.days), points: Number(s.points) })),
      },
      // The codes are the ones loaded: the lists are fixed.
      earning: earning.map((r) => ({
        ...trimmed(r),
        code: r.code as PointRules["earning"][number]["code"],
        points: Number(r.points),
        dailyLimit: Number(r.dailyLimit),
      })),
      consumption: consumption.map((r) => ({
        ...trimmed(r),
        code: r.code as PointRules["consumption"][number]["code"],
        points: Number(r.points),
      })),
    });
  };
  return (
    <Card title="积分规则" extra="保存后立即生效，并记入操作日志">
      <form
        className="admin-settings-form"
        noValidate
        onSubmit={submitWithRows(
          () => form.validate(),
          [
            { id: ids.streaks, rows: streaks, columns: STREAK_COLUMNS, setChecked },
            { id: ids.earning, rows: earning, columns: EARNING_COLUMNS, setChecked },
            { id: ids.consumption, rows: consumption, columns: CONSUMPTION_COLUMNS, setChecked },
          ],
          save,
        )}
      >
        <TextField label="每日签到积分" inputMode="numeric" maxLength={4} {...form.text("dailyPoints")} />
        <RowsEditor
          id={ids.streaks}
          legend="连续签到奖励"
          extra="连续签到满 N 天另得积分，最多 10 档"
          rows={streaks}
          columns={STREAK_COLUMNS}
          onChange={setStreaks}
          checked={checked}
          newRow={{ days: "7", points: "10" }}
          max={10}
          addLabel="添加奖励"
        />
        <RowsEditor id={ids.earning} legend="获取方式" rows={earning} columns={EARNING_COLUMNS} onChange={setEarning} checked={checked} />
        <RowsEditor
          id={ids.consumption}
          legend="消耗项目"
          rows={consumption}
          columns={CONSUMPTION_COLUMNS}
          onChange={setConsumption}
          checked={checked}
        />
        <Button variant="primary" type="submit" loading={busy}>
          保存积分规则
        </Button>
      </form>
    </Card>
  );
}

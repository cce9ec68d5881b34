import type { PointRules } from "@portal/core";
import { Button, Form, Input, InputNumber, Space } from "antd";
import { Card } from "~/components/form/Card";

/**
 * 积分规则: daily sign-in points, streak bonuses, and the points, daily limits and wording of each
 * way to earn and spend. The list of ways is fixed by the code that pays and charges them.
 */
export function PointRulesForm({ rules, busy, onSave }: { rules: PointRules; busy: boolean; onSave: (v: PointRules) => void }) {
  return (
    <Card title="积分规则" extra="保存后立即生效，并记入操作日志">
      <Form initialValues={rules} onFinish={onSave} layout="vertical">
        <Form.Item name={["sign", "dailyPoints"]} label="每日签到积分" rules={[{ required: true, message: "请输入积分" }]}>
          <InputNumber min={0} max={1000} />
        </Form.Item>
        <Form.Item label="连续签到奖励（连续签到满 N 天另得积分）">
          <Form.List name={["sign", "streakBonuses"]}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" style={{ display: "flex" }}>
                    <Form.Item name={[field.name, "days"]} rules={[{ required: true, message: "请输入天数" }]}>
                      <InputNumber min={2} max={365} addonAfter="天" />
                    </Form.Item>
                    <Form.Item name={[field.name, "points"]} rules={[{ required: true, message: "请输入积分" }]}>
                      <InputNumber min={1} max={10_000} addonAfter="积分" />
                    </Form.Item>
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ days: 7, points: 10 })} disabled={fields.length >= 10}>
                  添加奖励
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <RuleRows name="earning" title="获取方式" limit />
        <RuleRows name="consumption" title="消耗项目" />
        <Button type="primary" htmlType="submit" loading={busy}>
          保存积分规则
        </Button>
      </Form>
    </Card>
  );
}

/** One row per way to earn or spend: name, points, (daily limit), description. */
function RuleRows({ name, title, limit }: { name: "earning" | "consumption"; title: string; limit?: boolean }) {
  const form = Form.useFormInstance();
  // Sign-in pays the daily points set above; its row only describes it.
  const isSignIn = (row: number) => form.getFieldValue([name, row, "code"]) === "SIGN_IN";
  return (
    <Form.Item label={title}>
      <Form.List name={name}>
        {(fields) =>
          fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, "name"]} rules={[{ required: true, max: 20, message: "名称 1–20 个字" }]}>
                <Input style={{ width: 140 }} aria-label="名称" />
              </Form.Item>
              <Form.Item name={[field.name, "points"]} rules={[{ required: true, message: "请输入积分" }]}>
                <InputNumber min={0} max={100_000} addonAfter="积分" aria-label="积分" disabled={isSignIn(field.name)} />
              </Form.Item>
              {limit && (
                <Form.Item name={[field.name, "dailyLimit"]} rules={[{ required: true, message: "请输入次数" }]}>
                  <InputNumber
                    min={0}
                    max={100}
                    addonBefore="每天"
                    addonAfter="次"
                    aria-label="每天次数（0 为仅一次）"
                    disabled={isSignIn(field.name)}
                  />
                </Form.Item>
              )}
              <Form.Item name={[field.name, "description"]} rules={[{ required: true, max: 60, message: "说明 1–60 个字" }]}>
                <Input style={{ width: 320 }} aria-label="说明" />
              </Form.Item>
            </Space>
          ))
        }
      </Form.List>
    </Form.Item>
  );
}

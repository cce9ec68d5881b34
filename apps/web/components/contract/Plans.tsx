import type { OrderView, PayInstructions } from "@portal/core";
import { Alert, Button, Descriptions, Form, Modal, Popconfirm, Radio, Select, Table, Tag } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Link } from "~/components/Link";
import { post } from "~/lib/request";

export interface PlanColumn {
  code: "FREE" | "MEMBER" | "ENTERPRISE";
  name: string;
  yearlyPrice: number;
  subscriptions: number;
  quotas: { TENDER_CONTACT: number; DOWNLOAD: number; AI_GENERATE: number };
}
export type ContractOrder = OrderView;

const yuan = (n: number) => n.toLocaleString("en-US");
const ROWS: { label: string; value: (p: PlanColumn) => string }[] = [
  { label: "招标订阅", value: (p) => `${p.subscriptions} 个` },
  { label: "每日查看招标联系人", value: (p) => `${p.quotas.TENDER_CONTACT} 次` },
  { label: "每日下载资料", value: (p) => `${p.quotas.DOWNLOAD} 次` },
  { label: "每日 AI 写作", value: (p) => `${p.quotas.AI_GENERATE} 次` },
  { label: "推送方式", value: () => "站内消息、邮件、企业微信 / 钉钉 / 飞书群、RSS、日历" },
  { label: "机构成员共享", value: (p) => (p.code === "ENTERPRISE" ? "机构全体成员共享" : "—") },
];

/** How to pay an order: the transfer details with the order number, or a QR code to scan. */
function PayPanel({ pay }: { pay: PayInstructions }) {
  const { order } = pay;
  return (
    <div className="pay-panel" data-testid="pay-panel">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="订单号">
          <b className="order-no">{order.orderNo}</b>
        </Descriptions.Item>
        <Descriptions.Item label="开通">
          {order.planName}（一年）{order.companyName && ` · ${order.companyName}`}
        </Descriptions.Item>
        <Descriptions.Item label="金额">{order.amountText}</Descriptions.Item>
        {order.provider === "offline" &&
          (pay.bank ? (
            <>
              <Descriptions.Item label="户名">{pay.bank.holder}</Descriptions.Item>
              <Descriptions.Item label="开户行">{pay.bank.bank}</Descriptions.Item>
              <Descriptions.Item label="账号">{pay.bank.account}</Descriptions.Item>
            </>
          ) : (
            <Descriptions.Item label="收款账户">请联系客服热线获取对公账户</Descriptions.Item>
          ))}
      </Descriptions>
      {pay.qrImage ? (
        <div className="pay-qr">
          <img src={pay.qrImage} alt={`${order.providerName}收款码`} width={200} height={200} />
          <p>请用{order.providerName}扫码支付，支付成功后会员自动开通。</p>
        </div>
      ) : (
        <Alert
          type="info"
          showIcon
          className="mt16"
          message={`转账时请在附言中填写订单号 ${order.orderNo}。到账核实后（一般 1 个工作日内）即开通，可在下方“我的订单”查看状态。`}
        />
      )}
    </div>
  );
}

/** The comparison of plans with 签约开通 on the paid ones (a dialog: organisation, way to pay, then how to pay). */
export function PlanCards({
  plans,
  providers,
  signedIn,
  currentCode,
  orgs,
}: {
  plans: PlanColumn[];
  providers: { value: string; label: string }[];
  signedIn: boolean;
  currentCode: PlanColumn["code"] | null;
  orgs: { id: string; name: string }[];
}) {
  const [choosing, setChoosing] = useState<PlanColumn | null>(null);
  const [pay, setPay] = useState<PayInstructions | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ provider: string; companyId?: string }>();
  const { revalidate } = useRevalidator();

  async function order() {
    const v = await form.validateFields();
    if (!choosing) return;
    setBusy(true);
    try {
      const made = await post<OrderView>("/ai/order/create", { plan: choosing.code, provider: v.provider, companyId: v.companyId ?? null });
      const r = await post<PayInstructions>("/ai/order/pay", { id: made.data.id });
      setPay(r.data);
      revalidate();
    } finally {
      setBusy(false);
    }
  }
  const close = () => {
    setChoosing(null);
    setPay(null);
  };

  return (
    <>
      <table className="plan-table">
        <caption className="sr-only">会员方案对比</caption>
        <thead>
          <tr className="plan-head">
            <th scope="col" className="plan-label">
              方案
            </th>
            {plans.map((p) => (
              <th scope="col" key={p.code} className={`plan-cell${p.code === "MEMBER" ? " plan-featured" : ""}`}>
                <h2>{p.name}</h2>
                <p className="plan-price">
                  {p.yearlyPrice ? (
                    <>
                      <b>{yuan(p.yearlyPrice)}</b> 元/年
                    </>
                  ) : (
                    <b>免费</b>
                  )}
                </p>
                {currentCode === p.code ? (
                  <Tag color="blue">当前方案</Tag>
                ) : p.code === "FREE" ? null : signedIn ? (
                  <Button
                    type={p.code === "MEMBER" ? "primary" : "default"}
                    onClick={() => {
                      form.setFieldsValue({ provider: providers[0]?.value ?? "offline", companyId: orgs[0]?.id });
                      setChoosing(p);
                    }}
                  >
                    签约开通
                  </Button>
                ) : (
                  <Link className="btn btn-primary" to="/login?redirect=%2Fcontract">
                    登录后开通
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="plan-label">
                {row.label}
              </th>
              {plans.map((p) => (
                <td key={p.code} className={`plan-cell${p.code === "MEMBER" ? " plan-featured" : ""}`}>
                  {row.value(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={choosing !== null}
        title={pay ? "请完成支付" : `签约开通${choosing?.name ?? ""}`}
        onCancel={close}
        footer={
          pay ? (
            <Button type="primary" onClick={close}>
              知道了
            </Button>
          ) : (
            <>
              <Button onClick={close}>取消</Button>
              <Button
                type="primary"
                loading={busy}
                onClick={() => void order()}
                disabled={choosing?.code === "ENTERPRISE" && orgs.length === 0}
              >
                提交订单
              </Button>
            </>
          )
        }
        destroyOnHidden
      >
        {pay ? (
          <PayPanel pay={pay} />
        ) : (
          choosing && (
            <Form form={form} layout="vertical">
              <p>
                {choosing.name}一年 <b>{yuan(choosing.yearlyPrice)}</b> 元
              </p>
              {choosing.code === "ENTERPRISE" &&
                (orgs.length ? (
                  <Form.Item name="companyId" label="为哪个机构开通" rules={[{ required: true, message: "请选择机构" }]}>
                    <Select options={orgs.map((o) => ({ value: o.id, label: o.name }))} />
                  </Form.Item>
                ) : (
                  <Alert
                    type="warning"
                    showIcon
                    message={
                      <>
                        企业版由机构管理员为机构开通。请先在<Link to="/backService">机构平台</Link>创建机构。
                      </>
                    }
                  />
                ))}
              <Form.Item name="provider" label="支付方式">
                <Radio.Group options={providers} />
              </Form.Item>
            </Form>
          )
        )}
      </Modal>
    </>
  );
}

/** 我的订单: pending ones can be paid (the instructions again) or cancelled. */
export function MyOrders({ orders }: { orders: ContractOrder[] }) {
  const [pay, setPay] = useState<PayInstructions | null>(null);
  const { revalidate } = useRevalidator();
  return (
    <section className="contract-orders">
      <h2>我的订单</h2>
      <Table
        rowKey="id"
        size="small"
        dataSource={orders}
        pagination={false}
        locale={{ emptyText: "还没有订单" }}
        columns={[
          { title: "订单号", dataIndex: "orderNo" },
          { title: "方案", dataIndex: "planName", render: (n: string, o) => (o.companyName ? `${n} · ${o.companyName}` : n) },
          { title: "金额", dataIndex: "amountText" },
          { title: "支付方式", dataIndex: "providerName" },
          { title: "下单时间", dataIndex: "createdAt", render: (t: string) => t.slice(0, 16) },
          {
            title: "状态",
            dataIndex: "statusText",
            render: (t: string, o) => <Tag color={o.status === "paid" ? "green" : o.status === "pending" ? "orange" : "default"}>{t}</Tag>,
          },
          {
            title: "操作",
            render: (_: unknown, o) =>
              o.status === "pending" ? (
                <>
                  <Button
                    type="link"
                    size="small"
                    onClick={async () => setPay((await post<PayInstructions>("/ai/order/pay", { id: o.id })).data)}
                  >
                    支付方式
                  </Button>
                  <Popconfirm title="取消这个订单？" onConfirm={async () => (await post("/ai/order/cancel", { id: o.id }), revalidate())}>
                    <Button type="link" size="small" danger>
                      取消
                    </Button>
                  </Popconfirm>
                </>
              ) : null,
          },
        ]}
      />
      <Modal open={pay !== null} title="支付方式" onCancel={() => setPay(null)} footer={null} destroyOnHidden>
        {pay && <PayPanel pay={pay} />}
      </Modal>
    </section>
  );
}

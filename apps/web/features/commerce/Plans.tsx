import type { OrderView, PayInstructions } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { RadioButtons, SelectField } from "~/components/form/ChoiceFields";
import { DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { Link } from "~/components/Link";
import { confirmDialog } from "~/lib/confirm";
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
      <table className="pay-details">
        <tbody>
          <tr>
            <th scope="row">订单号</th>
            <td>
              <b className="order-no">{order.orderNo}</b>
            </td>
          </tr>
          <tr>
            <th scope="row">开通</th>
            <td>
              {order.planName}（一年）{order.companyName && ` · ${order.companyName}`}
            </td>
          </tr>
          <tr>
            <th scope="row">金额</th>
            <td>{order.amountText}</td>
          </tr>
          {order.provider === "offline" &&
            (pay.bank ? (
              <>
                <tr>
                  <th scope="row">户名</th>
                  <td>{pay.bank.holder}</td>
                </tr>
                <tr>
                  <th scope="row">开户行</th>
                  <td>{pay.bank.bank}</td>
                </tr>
                <tr>
                  <th scope="row">账号</th>
                  <td>{pay.bank.account}</td>
                </tr>
              </>
            ) : (
              <tr>
                <th scope="row">收款账户</th>
                <td>请联系客服热线获取对公账户</td>
              </tr>
            ))}
        </tbody>
      </table>
      {pay.qrImage ? (
        <div className="pay-qr">
          <img src={pay.qrImage} alt={`${order.providerName}收款码`} width={200} height={200} />
          <p>请用{order.providerName}扫码支付，支付成功后会员自动开通。</p>
        </div>
      ) : (
        <Alert
          type="info"
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
  const [provider, setProvider] = useState(providers[0]?.value ?? "offline");
  const [companyId, setCompanyId] = useState(orgs[0]?.id ?? "");
  const { revalidate } = useRevalidator();

  async function order() {
    if (!choosing) return;
    setBusy(true);
    try {
      const forOrg = choosing.code === "ENTERPRISE" ? companyId || null : null;
      const made = await post<OrderView>("/ai/order/create", { plan: choosing.code, provider, companyId: forOrg });
      const r = await post<PayInstructions>("/ai/order/pay", { id: made.data.id });
      setPay(r.data);
      revalidate();
    } catch {
      // request() has shown the server's message; the dialog stays for another try
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
                  <span className="ui-tag ui-tag-blue">当前方案</span>
                ) : p.code === "FREE" ? null : signedIn ? (
                  <Button
                    variant={p.code === "MEMBER" ? "primary" : "default"}
                    onClick={() => {
                      setProvider(providers[0]?.value ?? "offline");
                      setCompanyId(orgs[0]?.id ?? "");
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
      <Dialog
        open={choosing !== null}
        title={pay ? "请完成支付" : `签约开通${choosing?.name ?? ""}`}
        onClose={close}
        footer={
          pay ? (
            <Button variant="primary" onClick={close}>
              知道了
            </Button>
          ) : (
            <>
              <Button onClick={close}>取消</Button>
              <Button
                variant="primary"
                loading={busy}
                onClick={() => void order()}
                disabled={choosing?.code === "ENTERPRISE" && orgs.length === 0}
              >
                提交订单
              </Button>
            </>
          )
        }
      >
        {pay ? (
          <PayPanel pay={pay} />
        ) : (
          choosing && (
            <OrderForm
              plan={choosing}
              orgs={orgs}
              companyId={companyId}
              onCompany={setCompanyId}
              providers={providers}
              provider={provider}
              onProvider={setProvider}
            />
          )
        )}
      </Dialog>
    </>
  );
}

/** What the order is for: the plan and its price, the organisation (企业版), the way to pay. */
function OrderForm({
  plan,
  orgs,
  companyId,
  onCompany,
  providers,
  provider,
  onProvider,
}: {
  plan: PlanColumn;
  orgs: { id: string; name: string }[];
  companyId: string;
  onCompany: (id: string) => void;
  providers: { value: string; label: string }[];
  provider: string;
  onProvider: (value: string) => void;
}) {
  return (
    <form className="order-form" onSubmit={(e) => e.preventDefault()}>
      <p>
        {plan.name}一年 <b>{yuan(plan.yearlyPrice)}</b> 元
      </p>
      {plan.code === "ENTERPRISE" &&
        (orgs.length ? (
          <SelectField
            id="order-company"
            name="companyId"
            label="为哪个机构开通"
            value={companyId}
            options={orgs.map((o) => ({ value: o.id, label: o.name }))}
            onChange={onCompany}
          />
        ) : (
          <p className="ui-alert ui-alert-warning" role="status">
            企业版由机构管理员为机构开通。请先在<Link to="/backService">机构平台</Link>创建机构。
          </p>
        ))}
      <RadioButtons id="order-provider" name="provider" label="支付方式" value={provider} options={providers} onChange={onProvider} />
    </form>
  );
}

const STATUS_TAG: Record<string, string> = { paid: " ui-tag-green", pending: " ui-tag-orange" };

/** 我的订单: pending ones can be paid (the instructions again) or cancelled. */
export function MyOrders({ orders }: { orders: ContractOrder[] }) {
  const [pay, setPay] = useState<PayInstructions | null>(null);
  const { revalidate } = useRevalidator();
  const showPay = async (id: string) => {
    const r = await post<PayInstructions>("/ai/order/pay", { id }).catch(() => null);
    if (r) setPay(r.data);
  };
  const cancel = async (id: string) => {
    if (!(await confirmDialog({ title: "取消这个订单？", okText: "取消订单", cancelText: "保留" }))) return;
    await post("/ai/order/cancel", { id }).catch(() => {});
    revalidate();
  };
  return (
    <section className="contract-orders">
      <h2>我的订单</h2>
      <DataTable
        label="我的订单"
        rowKey={(o) => o.id}
        small
        rows={orders}
        empty="还没有订单"
        columns={[
          { title: "订单号", key: "orderNo" },
          { title: "方案", key: "planName", render: (o) => (o.companyName ? `${o.planName} · ${o.companyName}` : o.planName) },
          { title: "金额", key: "amountText" },
          { title: "支付方式", key: "providerName" },
          { title: "下单时间", key: "createdAt", render: (o) => o.createdAt.slice(0, 16) },
          {
            title: "状态",
            key: "statusText",
            render: (o) => <span className={`ui-tag${STATUS_TAG[o.status] ?? ""}`}>{o.statusText}</span>,
          },
          {
            title: "操作",
            key: "actions",
            render: (o) =>
              o.status === "pending" ? (
                <>
                  <Button variant="link" size="small" onClick={() => void showPay(o.id)}>
                    支付方式
                  </Button>
                  <Button variant="link" size="small" className="ui-btn-danger" onClick={() => void cancel(o.id)}>
                    取消
                  </Button>
                </>
              ) : null,
          },
        ]}
      />
      <Dialog open={pay !== null} title="支付方式" onClose={() => setPay(null)}>
        {pay && <PayPanel pay={pay} />}
      </Dialog>
    </section>
  );
}
